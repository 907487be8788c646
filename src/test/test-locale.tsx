import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { LocaleProvider } from "@/components/ui/locale-provider";
import type { Locale } from "@/i18n/routing";

/** The page locale for both kinds of component: next-intl's (server `Link`) and the site's own. */
export function TestLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={{}}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </NextIntlClientProvider>
  );
}

/** Render options for components that need a locale and don't test one: `render(ui, inEnglish)`. */
export const inEnglish = {
  wrapper: ({ children }: { children: ReactNode }) => <TestLocale locale="en">{children}</TestLocale>,
};
