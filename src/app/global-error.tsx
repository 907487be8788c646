"use client";

import { NextIntlClientProvider } from "next-intl";
import { LocalizedErrorView } from "@/components/sections/error-view/localized-error-view";
import errors from "../../messages/en/errors.json";

// Last resort when the locale layout itself fails: the error page in English, in its own document.
export default function GlobalError({ reset }: { reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <NextIntlClientProvider locale="en" messages={{ errors }}>
          <main>
            <LocalizedErrorView onRetry={reset} />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
