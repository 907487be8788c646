import { isOwnHost } from "./origin";

/** An http(s) link to a host other than the site's own domain (or its subdomains). */
export function isExternalHref(href: string): boolean {
  if (!/^https?:\/\//i.test(href) && !href.startsWith("//")) return false;
  try {
    return !isOwnHost(new URL(href, "https://placeholder.invalid").hostname);
  } catch {
    return false;
  }
}

/** Links the router cannot handle: mail, phone, in-page anchors and absolute URLs. */
export function isPlainHref(href: string): boolean {
  return /^(mailto:|tel:|#|[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}
