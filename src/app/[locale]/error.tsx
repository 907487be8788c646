"use client";

import { useEffect } from "react";
import { LocalizedErrorView } from "@/components/sections/error-view/localized-error-view";

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => console.warn("Page error", error.digest ?? error.message), [error]);
  return <LocalizedErrorView onRetry={reset} />;
}
