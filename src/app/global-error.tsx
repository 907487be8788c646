"use client";

import { lazy, Suspense } from "react";

const LocalizedErrorView = lazy(() =>
  import("@/components/sections/standalone-views").then((m) => ({
    default: m.LocalizedErrorView,
  })),
);

// The view comes with the site's stylesheet (components/sections/standalone-views).
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
