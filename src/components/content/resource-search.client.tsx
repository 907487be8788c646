"use client";

import { useId, useState } from "react";
import { ClientLink } from "@/components/ui/client-link.client";
import {
  createFaqSearch,
  SEARCH_RESULTS,
  searchIndexUrl,
  type FaqHit,
  type FaqSearch,
} from "@/features/chat/faq-search";
import { cachedJson } from "@/lib/cached-json";
import { fillTemplate } from "@/lib/fill-template";
import type { Locale } from "@/i18n/routing";

export interface ResourceSearchTexts {
  label: string;
  placeholder: string;
  /** The status for 0 to SEARCH_RESULTS results, each with `{query}` to fill in. */
  results: readonly string[];
  unavailable: string;
  kinds: Record<"faq" | "guides" | "blog" | "page", string>;
}

/** Characters of an answer shown under its title. */
const SNIPPET = 150;

const indexes = new Map<Locale, () => Promise<FaqSearch>>();
function loadIndex(locale: Locale) {
  if (!indexes.has(locale))
    indexes.set(locale, cachedJson(searchIndexUrl(locale), "Search index", createFaqSearch));
  return indexes.get(locale)!();
}

function snippet(text: string) {
  return text.length <= SNIPPET ? text : `${text.slice(0, text.lastIndexOf(" ", SNIPPET))}…`;
}

/**
 * Search across the FAQs, guides and posts (issue 27), in the browser: the page's language's static
 * index (src/app/api/search/[locale]/route.ts) loads when the box is first used, then every
 * keystroke ranks it (BM25, src/features/chat/faq-search.ts). No request leaves with the query.
 */
export function ResourceSearch({ locale, texts }: { locale: Locale; texts: ResourceSearchTexts }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<FaqHit[]>([]);
  const [failed, setFailed] = useState(false);

  const run = (value: string) => {
    setQuery(value);
    loadIndex(locale).then(
      (index) => {
        setFailed(false);
        setHits(value.trim() ? index.search(value, SEARCH_RESULTS) : []);
      },
      () => setFailed(true),
    );
  };

  const status = failed
    ? texts.unavailable
    : query.trim()
      ? fillTemplate(texts.results[hits.length]!, { query: query.trim() })
      : "";
  return (
    <div
      role="search"
      aria-labelledby={`${id}-label`}
      className="rounded-card bg-white p-5 text-ink-900 shadow-card ring-1 ring-line"
    >
      <form onSubmit={(event) => event.preventDefault()}>
        <label id={`${id}-label`} htmlFor={`${id}-input`} className="text-sm font-semibold text-ink-900">
          {texts.label}
        </label>
        <input
          id={`${id}-input`}
          type="search"
          value={query}
          placeholder={texts.placeholder}
          autoComplete="off"
          aria-describedby={`${id}-status`}
          onFocus={() => void loadIndex(locale).catch(() => setFailed(true))}
          onChange={(event) => run(event.target.value)}
          className="mt-2 block min-h-12 w-full rounded-lg border border-line bg-white px-4 text-base text-ink-900 placeholder:text-muted focus:border-ink-500"
        />
      </form>
      <p id={`${id}-status`} role="status" className="mt-3 text-sm text-muted empty:hidden">
        {status}
      </p>
      {hits.length > 0 && (
        <ul className="mt-2 divide-y divide-line">
          {hits.map(({ entry }) => (
            <li key={entry.href + entry.question} className="py-3">
              <p className="text-xs font-semibold tracking-wide text-signal-600">
                {texts.kinds[entry.kind ?? "page"]} · {entry.page}
              </p>
              <ClientLink href={entry.href} className="mt-1 block font-semibold text-ink-900 hover:underline">
                {entry.question}
              </ClientLink>
              <p className="mt-1 text-sm leading-6 text-muted">{snippet(entry.answer)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
