import { createElement, type ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { anchorAttributes } from "@/components/ui/anchor";
import { CONTACT_TOPICS, LEAD_FORMS, PARTNER_INTERESTS, type LeadFormName } from "@/features/leads/forms";
import type { Locale } from "@/i18n/routing";
import { siteConfig } from "@/site/config";
import type { DialogTexts, LeadFormConfig, LeadFormTexts } from "./lead-form-types";

/**
 * Every text a lead form shows, resolved on the server and passed to the client form as props.
 * `form` picks that form's own placeholders where it has them (the contact form does).
 */
export async function leadFormTexts(locale: Locale, form?: LeadFormName): Promise<LeadFormTexts> {
  const t = await getTranslations({ locale, namespace: "leadForm" });
  const labels = ["firstName", "lastName", "email", "phone", "message", "interests", "topic"] as const;
  const placeholders = ["firstName", "lastName", "email", "message"] as const;
  const own = form === "contact" ? "placeholdersByForm.contact" : "placeholders";
  const each = <K extends string>(keys: readonly K[], text: (key: K) => string) =>
    Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, string>;
  /** A policy's link in the terms label: a new tab, so the half-filled form stays where it is. */
  const policy = (href: string) =>
    function PolicyLink(chunks: ReactNode) {
      return createElement(
        "a",
        {
          ...anchorAttributes(href, locale),
          target: "_blank",
          rel: "noopener",
          className: "underline underline-offset-2 hover:text-ink-900",
        },
        chunks,
      );
    };
  return {
    labels: each(labels, (k) => t(`labels.${k}`)),
    terms: t.rich("labels.tnc", {
      terms: policy("/terms-and-conditions"),
      privacy: policy("/privacy-policy"),
    }),
    placeholders: each(placeholders, (k) => t(`${own}.${k}`)),
    options: each([...PARTNER_INTERESTS, ...CONTACT_TOPICS], (k) => t(`options.${k}`)),
    optional: t("optional"),
    country: t("country"),
    submit: each(LEAD_FORMS, (k) => t(`submit.${k}`)),
    next: each(LEAD_FORMS, (k) => t(`next.${k}`)),
    tour: { label: t("next.tour"), href: "/#tour" },
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
        topicRequired: t("errors.perField.topicRequired"),
      },
    },
  };
}

/** What every lead form on a page needs besides its name and position: locale, texts, services. */
export async function leadFormConfig(
  locale: Locale,
  form?: LeadFormName,
): Promise<{ config: LeadFormConfig; dialog: DialogTexts }> {
  const t = await getTranslations({ locale, namespace: "leadForm" });
  return {
    config: {
      locale,
      texts: await leadFormTexts(locale, form),
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
