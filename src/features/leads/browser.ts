import { LANDING_PAGE_KEY, LEAD_RECEIVER_PATH, LEAD_URL_KEY } from "@/features/shell/visit-history";
import { splitLocale } from "@/features/locale/locale-path";
import { GCLID_COOKIE } from "@/features/shell/gclid";
import { UTM_STORAGE_KEY, type UtmSet } from "@/features/shell/utm";
import type { LeadContext } from "./derive";
import { deviceType, USER_AGENT_MAX_LENGTH } from "./device";
import type { LeadFormName } from "./forms";

/** SPEC §7/§9: the form token is fetched on mount and again every 540000 ms (9 minutes). */
export const TOKEN_REFRESH_MS = 540_000;
export const TOKEN_URL = "/api/sfdc/jwt";
export const SUBMIT_URL = "/api/sfdc/cb-data";

/** The form's token, or "" when it could not be fetched (logged only, SPEC §8). */
export async function fetchToken(form: LeadFormName): Promise<string> {
  try {
    const response = await fetch(TOKEN_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ form }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { token } = (await response.json()) as { token?: unknown };
    if (typeof token !== "string") throw new Error("no token in the answer");
    return token;
  } catch (error) {
    console.error("Failed to fetch JWT token", error);
    return "";
  }
}

function read(get: () => string | null): string {
  try {
    return get() ?? "";
  } catch {
    return "";
  }
}

function cookie(name: string): string {
  const match = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : "";
}

/** The campaign the visit arrived with (SPEC §3 `utmParameters`), or nothing. */
export function storedUtm(): Partial<UtmSet> {
  try {
    const value: unknown = JSON.parse(read(() => localStorage.getItem(UTM_STORAGE_KEY)) || "{}");
    return typeof value === "object" && value !== null ? (value as Partial<UtmSet>) : {};
  } catch {
    return {};
  }
}

/** The visit's context for a lead: pages, device, campaign and click ids the shell captured. */
export function leadContext(pathname: string): LeadContext {
  const utm = storedUtm();
  const onReceiver = splitLocale(pathname).path === LEAD_RECEIVER_PATH;
  const gclid = cookie(GCLID_COOKIE);
  return {
    Website_page: pathname,
    Landing_Page: read(() => sessionStorage.getItem(LANDING_PAGE_KEY)) || pathname,
    Lead_Source_Page: onReceiver ? read(() => localStorage.getItem(LEAD_URL_KEY)) : "",
    Device_Type: deviceType(window.innerWidth),
    Device_Details: navigator.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
    GCLID: /^[A-Za-z0-9_-]{1,256}$/.test(gclid) ? gclid : "",
    Campaign_Source: utm.utm_source ?? "",
    Campaign_Medium: utm.utm_medium ?? "",
    Campaign_Name: utm.utm_campaign ?? "",
    Campaign_Term: utm.utm_term ?? "",
    Campaign_Content: utm.utm_content ?? "",
    Lead_Marketing_Source: utm.lead_marketing_source ?? "",
  };
}

export type SubmitResult = { ok: true } | { ok: false; status?: number; fields?: Record<string, string> };

/** Sends a lead; a network failure or any non-2xx answer is an error the form shows. */
export async function postLead(formData: Record<string, unknown>): Promise<SubmitResult> {
  try {
    const response = await fetch(SUBMIT_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ formData }),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as {
      error?: { fields?: Record<string, string> };
    } | null;
    return { ok: false, status: response.status, fields: body?.error?.fields };
  } catch {
    return { ok: false };
  }
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** SPEC §4: a successful form pushes `formSubmission` with its type and position to the data layer. */
export function pushFormSubmission(formType: string, formPosition: string): void {
  const w = window as DataLayerWindow;
  (w.dataLayer ??= []).push({ event: "formSubmission", formType, formPosition });
}
