import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { fetchRegions } from "@/features/countries/fetch-regions";
import type { RegionCode } from "@/features/countries/region-codes";
import {
  fetchToken,
  leadContext,
  postLead,
  pushFormSubmission,
  TOKEN_REFRESH_MS,
  type SubmitResult,
} from "@/features/leads/browser";
import {
  emptyValues,
  FORM_FIELDS,
  HONEYPOT_FIELD,
  type FieldValue,
  type FormValues,
  type PhoneValue,
} from "@/features/leads/forms";
import type { FieldErrors } from "@/features/leads/validation";
import { visitorCountry } from "@/features/visitor/location";
import { useOnRouteChange } from "@/components/ui/use-route-change";
import type { LeadFormProps } from "./lead-form-types";

/**
 * The schema (zod) and the phone metadata load when the visitor first touches the form, so a page
 * with a form stays light until someone uses it.
 */
export const loadPrepare = () => import("@/features/leads/prepare");

/** SPEC §5: the phone defaults to the visitor's country, else the US. */
const DEFAULT_COUNTRY = "US";

export type LeadFormStatus = "loading" | "form" | "submitting" | "success" | "error";

type Options = Pick<LeadFormProps, "form" | "position" | "locale" | "countryHost" | "locationHost">;

/**
 * The lead form's state and submission (SPEC §4): loading → form → submitting → success or error.
 * The token is refreshed every 9 minutes and fetched again once when the server rejects it; field
 * errors of the browser's or the server's checks focus the first failing field.
 */
export function useLeadForm({ form, position, locale, countryHost, locationHost }: Options) {
  const pathname = usePathname();
  const formRef = useRef<HTMLFormElement>(null);
  const token = useRef("");
  const [regions, setRegions] = useState<readonly RegionCode[]>([]);
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [values, setValues] = useState<FormValues>(() => emptyValues(form, DEFAULT_COUNTRY));
  const [errors, setErrors] = useState<FieldErrors>({});
  // A form without a phone (the ticker's) needs neither the country list nor the visitor's country.
  const hasPhone = FORM_FIELDS[form].some((f) => f.kind === "phone");
  const [status, setStatus] = useState<LeadFormStatus>(hasPhone ? "loading" : "form");
  const [submissionId, setSubmissionId] = useState(() => crypto.randomUUID());

  const fresh = () => {
    setValues(emptyValues(form, country));
    setErrors({});
    setSubmissionId(crypto.randomUUID());
  };
  // SPEC §4: result and data reset on route change.
  useOnRouteChange(() => {
    fresh();
    if (status !== "loading") setStatus("form");
  });

  useEffect(() => {
    let live = true;
    const refresh = async () => {
      token.current = await fetchToken(form);
    };
    void refresh();
    const timer = setInterval(() => void refresh(), TOKEN_REFRESH_MS);
    if (hasPhone)
      void Promise.all([fetchRegions(countryHost, locale), visitorCountry(locationHost)]).then(
        ([list, visitor]) => {
          if (!live) return;
          const home = visitor && list.some((r) => r.countryCode === visitor) ? visitor : DEFAULT_COUNTRY;
          setRegions(list);
          setCountry(home);
          setValues((v) => ({ ...v, phone: { ...(v.phone as PhoneValue), country: home } }));
          setStatus((s) => (s === "loading" ? "form" : s));
        },
      );
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [form, hasPhone, locale, countryHost, locationHost]);

  const set = (name: string, value: FieldValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const showErrors = (failed: FieldErrors) => {
    setErrors(failed);
    const first = FORM_FIELDS[form].find((f) => failed[f.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first.name}"]`)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? "");
    const { prepareLead } = await loadPrepare();
    const meta = { form, submissionId, csrf: "", formPosition: position, locale, honeypot };
    const prepared = prepareLead(form, values, leadContext(pathname), meta);
    if (!prepared.ok) return showErrors(prepared.errors);
    setStatus("submitting");
    // The token is the one part that can change between tries.
    const send = async (): Promise<SubmitResult> => {
      if (!token.current) token.current = await fetchToken(form);
      return postLead({ ...prepared.formData, csrf: token.current });
    };
    let result = await send();
    if (!result.ok && result.status === 401) {
      // An expired or missing token: fetch a fresh one and send the same submission again.
      token.current = await fetchToken(form);
      result = await send();
    }
    if (result.ok) {
      setStatus("success");
      pushFormSubmission(form, position);
    } else if (result.fields && Object.keys(result.fields).length > 0) {
      setStatus("form");
      showErrors(result.fields as FieldErrors);
    } else setStatus("error");
  }

  return {
    formRef,
    status,
    values,
    errors,
    regions,
    set,
    submit,
    /** 'Fill a new form': empty fields, a new submission. */
    startOver: () => {
      fresh();
      setStatus("form");
    },
    /** 'Reuse existing data': the same fields as a new submission. */
    reuse: () => {
      setSubmissionId(crypto.randomUUID());
      setStatus("form");
    },
  };
}
