"use client";

import { lazy, Suspense, useEffect } from "react";
import { useLocale } from "@/components/ui/locale-provider";

// The view and its strings load only when an error happens, not with every page.
const LocalizedErrorView = lazy(() =>
  import("@/components/sections/error-view/localized-error-view").then((m) => ({
    default: m.LocalizedErrorView,
  })),
);

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const locale = useLocale();
  useEffect(() => console.warn("Page error", error.digest ?? error.message), [error]);
  return (
    <Suspense>
      <LocalizedErrorView locale={locale} onRetry={reset} />
    </Suspense>
  );
}
