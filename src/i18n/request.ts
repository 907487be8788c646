import { getRequestConfig } from "next-intl/server";
import { defaultLocale, isLocale } from "./routing";
import { loadMessages } from "./messages";

export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  // An explicit locale (getTranslations({ locale })) must not touch the request: that keeps pages static.
  const requested = explicit ?? (await requestLocale);
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: await loadMessages(locale) };
});
