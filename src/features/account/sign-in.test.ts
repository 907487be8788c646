import { describe, expect, it } from "vitest";
import { isSignedIn, loginHref } from "./sign-in";

const signIn = "https://app.orbitalk.com/login";
const dashboard = "https://app.orbitalk.com/whatsapp/dashboard";

describe("login link", () => {
  it("sends a visitor to the sign-in page, redirecting to the dashboard", () => {
    const url = new URL(loginHref(signIn, dashboard, false));
    expect(url.origin + url.pathname).toBe(signIn);
    expect(url.searchParams.get("redirect")).toBe(dashboard);
  });

  it("appends the token target to the redirect for a signed-in visitor", () => {
    const url = new URL(loginHref(signIn, dashboard, true));
    expect(url.searchParams.get("redirect")).toBe(`${dashboard}?target=token`);
  });

  it("knows a signed-in visitor only by the app's cookie", () => {
    expect(isSignedIn("a=1; orbitalk_signed_in=1; b=2")).toBe(true);
    expect(isSignedIn("orbitalk_signed_in=0")).toBe(false);
    expect(isSignedIn("x_orbitalk_signed_in=1")).toBe(false);
    expect(isSignedIn("")).toBe(false);
  });
});
