import type { Metadata } from "next";
import "../globals.css";
import { notFound } from "next/navigation";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale, localizePath, locales } from "@/i18n/routing";
import { siteConfig } from "@/site/config";
import { ChatLauncher } from "@/components/chat/chat-launcher.client";
import { ConsentManager } from "@/components/consent/consent-manager.client";
import { CONSENT_MODE_DEFAULT_SCRIPT } from "@/features/consent/consent-mode";
import { LocaleProvider } from "@/components/ui/locale-provider";
import { ExitModal } from "@/components/layout/exit-modal.client";
import { LanguagePreferenceSync } from "@/components/layout/language-preference-sync.client";
import { HydrationMark } from "@/components/ui/hydration-mark.client";
import { LinkRouter } from "@/components/ui/link-router.client";
import { SiteFooter } from "@/components/layout/footer/site-footer";
import { SiteHeader } from "@/components/layout/header/site-header";
import { LeadDialogProvider } from "@/components/forms/lead-dialog-provider.client";
import { leadFormConfig } from "@/components/forms/lead-form-texts";
import { siteOrigin } from "@/site/origin";

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}
// Any other first segment (`/missing-file.txt`, `/x.y/company`) is a 404 at once: no page renders,
// or announces its metadata, for a locale that does not exist.
export const dynamicParams = false;

// No robots here: every page gives its own (buildMetadata defaults to SPEC §2's noindex, nofollow),
// and on a 404 Next.js adds its own `noindex`, which a layout default would have doubled.
export const metadata: Metadata = {
  metadataBase: siteOrigin,
  // Drawn by scripts/design/make-icons.mjs from the mark in src/app/icon.svg.
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "48x48" },
      { url: "/icon.svg", type: "image/svg+xml" },
    ],
    apple: "/apple-touch-icon.png",
  },
  manifest: "/manifest.webmanifest",
};

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("common");
  const forms = await leadFormConfig(locale);
  const messages = await getMessages();
  const consent = { ...messages.consent, policyHref: localizePath(locale, "/cookie-policy") };

  return (
    <html lang={locale} dir="ltr" data-scroll-behavior="smooth">
      <head>
        {/* Consent Mode's default, before any tag can load (SPEC §4 "Cookie consent"). */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_MODE_DEFAULT_SCRIPT }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-ink-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("skipToContent")}
        </a>
        <LocaleProvider locale={locale}>
          <LeadDialogProvider config={forms.config} texts={forms.dialog}>
            <SiteHeader />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter />
            <ChatLauncher
              config={siteConfig.thirdParty.chat}
              locale={locale}
              texts={messages.chat.launcher}
              panelTexts={{ ...messages.chat.panel, email: siteConfig.mail.sales }}
            />
          </LeadDialogProvider>
          <ConsentManager texts={consent} locale={locale} tags={siteConfig.thirdParty.tags} />
          <LanguagePreferenceSync locale={locale} />
          <ExitModal />
          <LinkRouter />
          <HydrationMark />
        </LocaleProvider>
      </body>
    </html>
  );
}
