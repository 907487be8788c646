import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { siteConfig } from "@/site/config";
import { Container } from "../container";
import { CallUs } from "./call-us.client";
import { LanguageSelector } from "./language-selector.client";
import { LoginLink } from "./login-link.client";
import { PricingNoticeOrTicker } from "./pricing-notice.client";
import { Ticker } from "./ticker.client";
import { leadFormTexts } from "@/components/forms/lead-form-texts";

/** SPEC §2 'Header' top bar: ticker (or the pricing notice), call-us line, login link, language. */
export async function TopBar({ locale }: { locale: Locale }) {
  const t = await getTranslations("common");
  const lead = await leadFormTexts(locale);
  const { services } = siteConfig;
  return (
    <div className="h-(--top-bar-h) bg-ink-950 text-xs text-ink-100 md:text-sm">
      <Container className="flex h-full items-center gap-4">
        <PricingNoticeOrTicker notice={t("topBar.pricingNotice")}>
          <Ticker
            resourceHost={services.resourceHost}
            locationHost={services.locationHost}
            countryHost={services.countryHost}
            locale={locale}
            labels={{ region: t("topBar.announcements"), pause: t("topBar.pause"), play: t("topBar.play") }}
            formTexts={{
              label: t("topBar.callbackForm"),
              email: lead.labels.email!,
              placeholder: lead.placeholders.email!,
              submit: lead.submit.callback,
              submitting: lead.submitting,
              error: lead.error,
              honeypot: lead.honeypot,
              errors: lead.errors,
            }}
          />
        </PricingNoticeOrTicker>
        <div className="hidden shrink-0 items-center gap-3 md:flex">
          <CallUs
            locationHost={services.locationHost}
            locale={locale}
            phone={siteConfig.phones.salesIndia}
            label={t("topBar.callUs")}
            className="hover:text-white"
          />
          <LoginLink
            signIn={siteConfig.app.signIn}
            dashboard={siteConfig.app.dashboard}
            labels={{ login: t("topBar.login"), dashboard: t("topBar.dashboard") }}
            className="font-medium hover:text-white"
          />
          <LanguageSelector locale={locale} label={t("language.label")} />
        </div>
      </Container>
    </div>
  );
}
