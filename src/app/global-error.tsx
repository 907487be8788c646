"use client";

import "./globals.css";
import { lazy, Suspense } from "react";

const LocalizedErrorView = lazy(() =>
  import("@/components/sections/error-view/localized-error-view").then((m) => ({
    default: m.LocalizedErrorView,
  })),
);

// Last resort when the locale layout itself fails: the error page in English, in its own document.
export default function GlobalError({ reset }: { reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main>
          <Suspense>
            <LocalizedErrorView locale="en" onRetry={reset} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
