import { createHmac } from "node:crypto";
import type { LeadRecord } from "@/features/leads/derive";
import type { CrmTarget } from "../config";

export interface OutgoingLead {
  id: string;
  createdAt: Date;
  form: string;
  formPosition: string;
  locale: string;
  record: LeadRecord;
}

/** Thrown for any answer that is not a delivery; the outbox retries it later. */
export class DeliveryError extends Error {}

/** Multi-line fields; every other value loses its line breaks (they can end up in mail headers). */
const MULTI_LINE = new Set(["description"]);

function crmValue(key: string, value: string | boolean): string {
  if (typeof value === "boolean") return value ? "1" : "0";
  return MULTI_LINE.has(key) ? value : value.replace(/[\r\n]+/g, " ");
}

/**
 * Salesforce Web-to-Lead: a form-encoded POST with the org id, UTF-8, the lead's fields and custom
 * fields, and our lead id in a custom field for reconciliation. W2L answers 200 even when it drops a
 * lead, so the local store stays the source of truth.
 */
export function salesforceRequest(target: Extract<CrmTarget, { kind: "salesforce" }>, lead: OutgoingLead) {
  const form = new URLSearchParams({ oid: target.oid, encoding: "UTF-8" });
  for (const [key, value] of Object.entries(lead.record)) form.set(key, crmValue(key, value));
  form.set(target.leadIdField, lead.id);
  return {
    url: target.url,
    init: {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
      body: form.toString(),
    },
  };
}

/** A JSON webhook: the lead as JSON, `Idempotency-Key` = lead id, and an HMAC when a secret is set. */
export function webhookRequest(target: Extract<CrmTarget, { kind: "webhook" }>, lead: OutgoingLead) {
  const body = JSON.stringify({
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    form: lead.form,
    formPosition: lead.formPosition,
    locale: lead.locale,
    lead: lead.record,
  });
  const headers: Record<string, string> = { "content-type": "application/json", "idempotency-key": lead.id };
  if (target.secret)
    headers["x-orbitalk-signature"] =
      `sha256=${createHmac("sha256", target.secret).update(body).digest("hex")}`;
  return { url: target.url, init: { method: "POST", headers, body } };
}

/** Hands one lead to the configured CRM; resolves only on a 2xx (or W2L's redirect) answer. */
export async function deliver(target: CrmTarget, lead: OutgoingLead, timeoutMs: number): Promise<void> {
  if (target.kind === "none") throw new DeliveryError("no CRM configured");
  const { url, init } =
    target.kind === "salesforce" ? salesforceRequest(target, lead) : webhookRequest(target, lead);
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new DeliveryError(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
  await response.body?.cancel().catch(() => {});
  const ok = response.ok || (target.kind === "salesforce" && response.status >= 300 && response.status < 400);
  if (!ok) throw new DeliveryError(`HTTP ${response.status}`);
}
