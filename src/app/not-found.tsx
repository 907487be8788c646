import { notFoundSuggestions } from "@/site/not-found-suggestions";
import { StandaloneNotFoundView } from "@/components/sections/not-found/standalone-not-found-view.client";
import errors from "../../messages/en/errors.json";

// Paths outside every locale (e.g. `/missing.txt`) end here, before any locale is known: English.
export default function GlobalNotFound() {
  const t = errors.notFound;
  return (
    <html lang="en">
      <body>
        <title>{t.metaTitle}</title>
        <main>
          <StandaloneNotFoundView
            imgPath="/illustrations/not-found.svg"
            imgAlt={t.imageAlt}
            header={t.header}
            para={t.para}
            linkTitle={t.linkTitle}
            link="/"
            suggestions={{
              title: t.suggestions.title,
              items: notFoundSuggestions.map(({ id, href }) => ({ href, ...t.suggestions.items[id] })),
            }}
          />
        </main>
      </body>
    </html>
  );
}
