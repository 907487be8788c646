import { z } from "zod";
import { LEAD_FORMS } from "@/features/leads/forms";
import { errorResponse, readJsonPost } from "@/server/http/request";
import { pipeline } from "@/server/leads/pipeline";
import { signFormToken } from "@/server/leads/tokens";

export const dynamic = "force-dynamic";

const TOKEN_BODY_MAX_BYTES = 1024;
const Body = z.strictObject({ form: z.enum(LEAD_FORMS) });

/** SPEC §7: `POST /api/sfdc/jwt {form}` → `{ token }`, the form's anti-forgery token. */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonPost(request, TOKEN_BODY_MAX_BYTES);
  if ("error" in read) return read.error;
  const body = Body.safeParse(read.body);
  if (!body.success) return errorResponse(422, "invalid_fields", { fields: { form: "pattern" } });
  const { secret } = await pipeline();
  const token = await signFormToken(secret, body.data.form);
  return Response.json({ token }, { headers: { "cache-control": "no-store" } });
}
