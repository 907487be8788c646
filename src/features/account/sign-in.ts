/** SPEC §4: the header's login link appears 700 ms after the page mounts. */
export const LOGIN_LINK_DELAY_MS = 700;

/**
 * How the site knows a visitor is signed in to the app: the app sets this cookie on the parent
 * domain (`Domain=.orbitalk.com`) at sign-in and clears it at sign-out. It holds no secret, only
 * the fact; the app still checks its own session when the visitor arrives.
 */
export const SIGNED_IN_COOKIE = "orbitalk_signed_in";

export function isSignedIn(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);
}

/**
 * The external sign-in address, redirecting to the dashboard afterwards. For a signed-in visitor
 * the redirect carries `target=token`, so the app hands over a session token instead of asking again.
 */
export function loginHref(signIn: string, dashboard: string, signedIn: boolean): string {
  const url = new URL(signIn);
  const redirect = new URL(dashboard);
  if (signedIn) redirect.searchParams.set("target", "token");
  url.searchParams.set("redirect", redirect.toString());
  return url.toString();
}
