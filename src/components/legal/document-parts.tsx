import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";

/**
 * The title of a page that is a document to read (the legal pages, the cookie policy, a DLT guide):
 * eyebrow, h1, lead and a small note (the text's date), with something beside it from 1024 px.
 * Document titles hold long words ("конфиденциальности"): a smaller phone size, and hyphens or a
 * break before one overflows a 320 px screen.
 */
export function DocumentHero({
  titleId,
  eyebrow,
  title,
  lead,
  note,
  before,
  aside,
}: {
  titleId: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Under the lead: the text's date, or a piece's byline. */
  note?: ReactNode;
  /** Above the eyebrow, e.g. a back link. */
  before?: ReactNode;
  /** Beside the copy: the contents, or the page's own picture. */
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="text-white bg-hero">
      <Container className="grid gap-10 py-14 md:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)] lg:items-center">
        <div className="max-w-3xl">
          {before}
          <p className="mb-4 text-sm font-semibold tracking-wide text-signal-300">{eyebrow}</p>
          <h1
            id={titleId}
            className="text-[1.75rem]/[1.2] font-bold tracking-tight text-balance break-words hyphens-auto sm:text-4xl md:text-5xl"
          >
            {title}
          </h1>
          <p className="mt-6 text-lg leading-8 text-ink-200">{lead}</p>
          {typeof note === "string" ? (
            <p className="mt-4 text-sm text-ink-300">{note}</p>
          ) : (
            note && <div className="mt-4">{note}</div>
          )}
        </div>
        {aside}
      </Container>
    </section>
  );
}

/** A document's section: an anchor, its h2 (numbered where the text is), and its body. */
export function DocumentSection({
  id,
  title,
  number,
  children,
}: {
  id: string;
  title: string;
  number?: number;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">
        {number !== undefined && <span className="mr-2 text-muted">{number}.</span>}
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-7 text-muted">{children}</div>
    </section>
  );
}
