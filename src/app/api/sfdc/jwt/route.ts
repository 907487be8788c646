import { z } from "zod";
import { LEAD_FORMS } from "@/features/leads/forms";
import { errorResponse, NO_STORE, readJsonPost } from "@/server/http/request";
import { pipeline } from "@/server/leads/pipeline";
import { signFormToken } from "@/server/leads/tokens";

export const dynamic = "force-dynamic";

const TOKEN_BODY_MAX_BYTES = 1024;
const TokenBody = z.strictObject({ form: z.enum(LEAD_FORMS) });

/** SPEC §7: `POST /api/sfdc/jwt {form}` → `{ token }`, the form's anti-forgery token. */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonPost(request, TOKEN_BODY_MAX_BYTES);
  if ("error" in read) return read.error;
  const body = TokenBody.safeParse(read.body);
  if (!body.success) return errorResponse(422, "invalid_fields", { fields: { form: "pattern" } });
  let secret: Uint8Array;
  try {
    secret = (await pipeline()).secret;
  } catch (error) {
    console.error("Lead store unavailable", error);
    return errorResponse(503, "store_unavailable", { headers: { "retry-after": "5" } });
  }
  return Response.json({ token: await signFormToken(secret, body.data.form) }, { headers: NO_STORE });
}
