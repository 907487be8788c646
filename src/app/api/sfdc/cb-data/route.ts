import { deriveLead } from "@/features/leads/derive";
import { LEAD_FORMS, type LeadFormName } from "@/features/leads/forms";
import { parseSubmission } from "@/features/leads/submission";
import { clientAddress } from "@/server/http/client-address";
import { errorResponse, NO_STORE, readJsonPost } from "@/server/http/request";
import { pipeline } from "@/server/leads/pipeline";
import { storeLead } from "@/server/leads/store";
import { verifyFormToken } from "@/server/leads/tokens";

export const dynamic = "force-dynamic";

/** A lead is a few kilobytes; anything near this cap is not a form a person filled in. */
const LEAD_BODY_MAX_BYTES = 32 * 1024;

function formOf(body: unknown): { form?: LeadFormName; csrf: string } {
  const data = (body as { formData?: Record<string, unknown> } | null)?.formData;
  const form = typeof data?.form === "string" ? data.form : "";
  return {
    form: (LEAD_FORMS as readonly string[]).includes(form) ? (form as LeadFormName) : undefined,
    csrf: typeof data?.csrf === "string" ? data.csrf : "",
  };
}

/**
 * SPEC §7: `POST /api/sfdc/cb-data {formData}`. Answers 2xx only once the lead and its outbox row
 * are committed; every bad request gets a 4xx with a stable code and changes nothing.
 */
export async function POST(request: Request): Promise<Response> {
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
