import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "@/i18n/routing";
import { languageRedirect } from "@/features/locale/language-redirect";

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const target = languageRedirect(request);
  if (target) {
    const response = NextResponse.redirect(target, 307);
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  }
  return intl(request);
}

export const config = {
  // Not the APIs, the framework's files, files with an extension, or the built-in data services.
  matcher: ["/((?!api/|_next/|_vercel/|resources/wp-json/|location(?:$|/)|wa/util/|wallet/|.*\\..*).*)"],
};
