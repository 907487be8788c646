import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { defaultLocale, routing } from "@/i18n/routing";
import { languageRedirect } from "@/features/locale/language-redirect";
import { splitLocale } from "@/features/locale/locale-path";
import { isPage } from "@/site/routes";

const intl = createMiddleware(routing);

/** The prerendered not-found page (src/app/[locale]/page-not-found), under a locale. */
const NOT_FOUND_PAGE = "/page-not-found";
const NOT_FOUND_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

/**
 * An address that is no page in its locale gets the not-found page in that locale with a 404, in
 * full on the server. `/en/…` is left to next-intl, which redirects it to the unprefixed address.
 */
function notFoundRewrite(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  if (pathname === `/${defaultLocale}` || pathname.startsWith(`/${defaultLocale}/`)) return undefined;
  const { locale, path } = splitLocale(pathname);
  if (isPage(locale, path)) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${NOT_FOUND_PAGE}`;
  const response = NextResponse.rewrite(url, { status: 404 });
  // As Next.js sends its own 404s: a page added later must not be hidden behind a cached one.
  response.headers.set("Cache-Control", NOT_FOUND_CACHE_CONTROL);
  return response;
}

export default function proxy(request: NextRequest) {
  const target = languageRedirect(request);
  if (target) {
    const response = NextResponse.redirect(target, 307);
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  }
  return notFoundRewrite(request) ?? intl(request);
}

export const config = {
  // Not the APIs, the framework's files, files with an extension, or the built-in data services.
  matcher: ["/((?!api/|_next/|_vercel/|resources/wp-json/|location(?:$|/)|wa/util/|wallet/|.*\\..*).*)"],
};
