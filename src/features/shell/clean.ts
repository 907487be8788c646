/** Control characters, line/paragraph separators and bidi overrides: never stored from a URL. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A URL-supplied value made safe to store: unsafe characters removed, trimmed, at most `max` characters. */
export function cleanValue(value: string, max: number): string {
  return [...value.replace(UNSAFE, "").trim()].slice(0, max).join("");
}

/** A cookie `Path` attribute from a pathname: only URL path characters, never `;`, bounded. */
export function cookiePath(pathname: string): string {
  if (!pathname.startsWith("/") || pathname.length > 512) return "/";
  return pathname.replace(/[^A-Za-z0-9\-._~/%]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return "%EF%BF%BD"; // an unpaired surrogate: U+FFFD
    }
  });
}
