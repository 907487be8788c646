/** The attributes of every cookie the site sets from the browser: `SameSite=Lax`, `Secure` when it can. */
export function cookieAttributes(maxAgeSeconds: number, path: string, secure: boolean): string {
  return `; Path=${path}; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
