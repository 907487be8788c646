import { getTranslations } from "next-intl/server";
import { PARTNER_INTERESTS } from "@/features/leads/forms";
import type { Locale } from "@/i18n/routing";
import { siteConfig } from "@/site/config";
import type { DialogTexts, LeadFormConfig, LeadFormTexts } from "./lead-form-types";

/** Every text a lead form shows, resolved on the server and passed to the client form as props. */
export async function leadFormTexts(locale: Locale): Promise<LeadFormTexts> {
  const t = await getTranslations({ locale, namespace: "leadForm" });
  const labels = ["firstName", "lastName", "email", "phone", "message", "interests", "tnc"] as const;
  const placeholders = ["firstName", "lastName", "email", "message"] as const;
  return {
    labels: Object.fromEntries(labels.map((k) => [k, t(`labels.${k}`)])),
    placeholders: Object.fromEntries(placeholders.map((k) => [k, t(`placeholders.${k}`)])),
    options: Object.fromEntries(PARTNER_INTERESTS.map((k) => [k, t(`options.${k}`)])),
    optional: t("optional"),
    country: t("country"),
    submit: { demo: t("submit.demo"), partner: t("submit.partner") },
    submitting: t("submitting"),
    loading: t("loading"),
    success: t("success"),
    error: t("error"),
    newForm: t("newForm"),
    reuseData: t("reuseData"),
    honeypot: t("honeypot"),
    errors: {
      required: t("errors.required"),
      validFormat: t("errors.validFormat"),
      shouldBeNumber: t("errors.shouldBeNumber"),
      perField: {
        emailFormat: t("errors.perField.emailFormat"),
        nameFormat: t("errors.perField.nameFormat"),
        termsRequired: t("errors.perField.termsRequired"),
      },
    },
  };
}

/** What every lead form on a page needs besides its name and position: locale, texts, services. */
export async function leadFormConfig(
  locale: Locale,
): Promise<{ config: LeadFormConfig; dialog: DialogTexts }> {
  const t = await getTranslations({ locale, namespace: "leadForm" });
  return {
    config: {
      locale,
      texts: await leadFormTexts(locale),
      countryHost: siteConfig.services.countryHost,
      locationHost: siteConfig.services.locationHost,
      hosted: siteConfig.thirdParty.hostedForm,
    },
    dialog: {
      demoTitle: t("dialog.demoTitle"),
      demoLead: t("dialog.demoLead"),
      partnerTitle: t("dialog.partnerTitle"),
      partnerLead: t("dialog.partnerLead"),
      close: t("dialog.close"),
    },
  };
}
