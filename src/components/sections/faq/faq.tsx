import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import { SeenFlag } from "@/components/ui/seen-flag.client";
import type { FaqEntry } from "@/site/json-ld";

export interface FaqProps {
  id: string;
  title: string;
  /**
   * An answer is plain text, or `body` when it has lists and links (an FAQ page in `content/`),
   * with an `id` to link it by.
   */
  items: readonly (FaqEntry & { id?: string; body?: ReactNode })[];
}

/**
 * FAQ accordion on native exclusive `<details name>`: one item open at a time, the first open by
 * default, Enter and Space toggle — with no JavaScript, and answers findable with find-in-page.
 * Once the section is seen, the closed items' icons toggle colour every 1 s (twice) to show they open.
 */
export function Faq({ id, title, items }: FaqProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="group/faq bg-surface py-20 render-when-near md:py-24"
    >
      <SeenFlag />
      <Container className="grid gap-10 lg:grid-cols-3">
        <h2 id={titleId} className="text-3xl font-bold tracking-tight text-ink-900 md:text-4xl">
          {title}
        </h2>
        <div className="divide-y divide-line rounded-card bg-white px-6 shadow-card ring-1 ring-line lg:col-span-2">
          {items.map((item, i) => (
            <details key={item.question} name={`${id}-item`} open={i === 0} className="group py-2">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-3 text-left font-semibold text-ink-900">
                {item.question}
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-ink-50 text-ink-700 transition-transform group-open:rotate-45 not-group-open:group-data-seen/faq:animate-faq-hint"
                >
                  +
                </span>
              </summary>
              {/* A link to an answer's id opens it (the browser expands a closed `details` it lands
                  in), with the question above it still in view under the sticky header. */}
              <div id={item.id} className="scroll-mt-44">
                {item.body ?? <p className="pb-4 leading-7 text-muted">{item.answer}</p>}
              </div>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
