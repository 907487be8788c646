"use client";

import { useEffect, useState } from "react";
import { isSignedIn, loginHref, LOGIN_LINK_DELAY_MS } from "@/features/account/sign-in";

export interface LoginLinkProps {
  signIn: string;
  dashboard: string;
  labels: { login: string; dashboard: string };
  className?: string;
}

/** SPEC §4: appears after 700 ms (its space is kept, so nothing moves); signed-in visitors go straight on. */
export function LoginLink({ signIn, dashboard, labels, className }: LoginLinkProps) {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setSignedIn(isSignedIn(document.cookie)), LOGIN_LINK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <a
      href={loginHref(signIn, dashboard, signedIn === true)}
      className={className}
      style={signedIn === null ? { visibility: "hidden" } : undefined}
    >
      {signedIn ? labels.dashboard : labels.login}
    </a>
  );
}
