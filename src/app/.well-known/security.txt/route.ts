import { siteConfig } from "@/site/config";
import { securityTxt } from "@/site/security-txt";

// Rendered per request, so `Expires` always lies ahead of the day the file is read.
export const dynamic = "force-dynamic";

export function GET() {
  return new Response(securityTxt({ origin: siteConfig.origin, mailbox: siteConfig.mail.security }), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
