import { z } from "zod";
import { deriveLead } from "@/features/leads/derive";
import { LEAD_FORMS, type LeadFormName } from "@/features/leads/forms";
import { parseSubmission } from "@/features/leads/submission";
import { pipeline } from "../leads/pipeline";
import { storeLead } from "../leads/store";
import { signFormToken, verifyFormToken } from "../leads/tokens";
import { clientAddress } from "./client-address";
import { errorResponse, readJsonPost } from "./request";

/**
 * The two lead APIs of SPEC §7 as plain `Request → Response` functions: the Next.js route handlers
 * call them, and `npm start`'s server calls them directly (no page router in the way).
 */

const TOKEN_BODY_MAX_BYTES = 1024;
/** A lead is a few kilobytes; anything near this cap is not a form a person filled in. */
export const LEAD_BODY_MAX_BYTES = 32 * 1024;
const NO_STORE = { "cache-control": "no-store" };

const TokenBody = z.strictObject({ form: z.enum(LEAD_FORMS) });

/** `POST /api/sfdc/jwt {form}` → `{ token }`, the form's anti-forgery token. */
export async function postToken(request: Request): Promise<Response> {
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

function formOf(body: unknown): { form?: LeadFormName; csrf: string } {
  const data = (body as { formData?: Record<string, unknown> } | null)?.formData;
  const form = typeof data?.form === "string" ? data.form : "";
  return {
    form: (LEAD_FORMS as readonly string[]).includes(form) ? (form as LeadFormName) : undefined,
    csrf: typeof data?.csrf === "string" ? data.csrf : "",
  };
}

/**
 * `POST /api/sfdc/cb-data {formData}`: answers 2xx only once the lead and its outbox row are
 * committed; every bad request gets a 4xx with a stable code and changes nothing.
 */
export async function postLead(request: Request): Promise<Response> {
  const read = await readJsonPost(request, LEAD_BODY_MAX_BYTES);
  if ("error" in read) return read.error;

  const { form, csrf } = formOf(read.body);
  if (!form) return errorResponse(422, "invalid_fields", { fields: { form: "pattern" } });
  try {
    const leads = await pipeline();
    const token = await verifyFormToken(leads.secret, csrf, form);
    if (token !== "ok") return errorResponse(401, `token_${token}`);

    const rate = await leads.rateLimit(clientAddress(request));
    if (!rate.allowed)
      return errorResponse(429, "rate_limited", {
        headers: { "retry-after": String(rate.retryAfterSeconds) },
      });

    const parsed = parseSubmission(read.body);
    if (!parsed.ok) return errorResponse(422, "invalid_fields", { fields: parsed.errors });
    const { submission } = parsed;
    const record = deriveLead(submission.form, submission.values, submission.context);
    // A filled honeypot is answered like a lead (bots learn nothing), kept as spam, never forwarded.
    await storeLead(leads.store.db, submission, record, submission.honeypot ? "spam" : "lead");
    return Response.json({ ok: true }, { headers: NO_STORE });
  } catch (error) {
    console.error("Storing a lead failed", error);
    return errorResponse(503, "store_unavailable", { headers: { "retry-after": "5" } });
  }
}
