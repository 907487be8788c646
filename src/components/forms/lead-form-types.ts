import type { ReactNode } from "react";
import type { ErrorTexts } from "@/features/leads/error-text";
import type { LeadFormName } from "@/features/leads/forms";
import type { HostedFormConfig } from "@/site/hosted-form";

/** Every text a lead form shows, resolved on the server and passed to the client form as props. */
export interface LeadFormTexts {
  labels: Record<string, string>;
  /** The terms checkbox's label, linking the terms and the privacy policy (in a new tab: the form stays filled). */
  terms: ReactNode;
  placeholders: Record<string, string>;
  options: Record<string, string>;
  optional: string;
  country: string;
  submit: Record<LeadFormName, string>;
  /** After a sent form: who replies and when. */
  next: Record<LeadFormName, string>;
  /** Offered after a sent form. */
  tour: { label: string; href: string };
  submitting: string;
  loading: string;
  success: string;
  error: string;
  newForm: string;
  reuseData: string;
  honeypot: string;
  errors: ErrorTexts;
}

export interface LeadFormProps {
  form: LeadFormName;
  /** Where the form sits (page, banner, popup…): sent with the lead and to the data layer. */
  position: string;
  locale: string;
  texts: LeadFormTexts;
  /** Hosts of the SPEC §7 data services; "" = this site. */
  countryHost: string;
  locationHost: string;
  /** Overrides the default success text ('Form submitted successfully'). */
  successMessage?: string;
}

export interface LeadFormVariantProps extends LeadFormProps {
  /** The hosted marketing form settings; null or absent = the site's own forms everywhere. */
  hosted?: HostedFormConfig | null;
}

/** What every lead form on a page needs besides its name and position. */
export type LeadFormConfig = Omit<LeadFormVariantProps, "form" | "position">;

/** The lead popups' titles, leads and close label. */
export interface DialogTexts {
  demoTitle: string;
  demoLead: string;
  partnerTitle: string;
  partnerLead: string;
  close: string;
}
