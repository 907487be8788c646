import type { NextRequest } from "next/server";
import { localesFor } from "@/site/route-locales";
import { LANG_PREF_KEY, parseAcceptLanguage, resolveLocale } from "./resolve-locale";
import { localizePath } from "@/i18n/routing";
import { splitLocale } from "./locale-path";

const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|outbrain|pinterest/i;

/**
 * Whether the browser is loading a document, not fetching a client navigation or prefetch. Next.js
 * removes its own `RSC` headers before the proxy sees a request, so this asks the browser
 * (`Sec-Fetch-Dest`), or, where a browser does not say, looks for the `Next-Url` header the client
 * router sends with its fetches.
 */
function isPageLoad(request: NextRequest): boolean {
  const dest = request.headers.get("sec-fetch-dest");
  return dest ? dest === "document" : !request.headers.has("next-url");
}

/**
 * Where a document request should go so the visitor sees the language SPEC §5 picks, or undefined
 * to serve the page as addressed. Only full page loads are steered: client-side navigations keep the
 * language the visitor is reading, and crawlers always get the addressed page so every locale
 * stays indexable. The target is always this same origin.
 */
export function languageRedirect(request: NextRequest): URL | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (!isPageLoad(request)) return undefined;
  if (CRAWLER.test(request.headers.get("user-agent") ?? "")) return undefined;

  const { pathname, searchParams } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);
  const supported = localesFor(path);
  const target = resolveLocale({
    query: searchParams.get("lang"),
    stored: request.cookies.get(LANG_PREF_KEY)?.value,
    browser: parseAcceptLanguage(request.headers.get("accept-language")),
    supported,
    // A page offered in fewer languages (the DLT guides) opens in one it has.
    pageDefault: supported.includes(locale) ? locale : supported[0]!,
  });
  if (target === locale) return undefined;

  const url = request.nextUrl.clone();
  url.pathname = localizePath(target, path);
  return url;
}
