import { LazyLeadForm } from "@/components/forms/lazy-lead-form.client";
import { leadFormConfig } from "@/components/forms/lead-form-texts";
import type { Locale } from "@/i18n/routing";
import { LeadBanner } from "./lead-banner";

export interface DemoLeadBannerProps {
  locale: Locale;
  title: string;
  lead: string;
  /** The pitch's points, in order (a page's copy keys them by id). */
  points: Readonly<Record<string, string>>;
}

/** The lead-capture banner most pages end with: the page's pitch beside the demo form. */
export async function DemoLeadBanner({ locale, title, lead, points }: DemoLeadBannerProps) {
  const { config } = await leadFormConfig(locale);
  return (
    <LeadBanner
      title={title}
      lead={lead}
      points={Object.values(points)}
      form={<LazyLeadForm form="demo" position="banner" {...config} />}
    />
  );
}
