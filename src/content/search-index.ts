import type { Token } from "marked";
import type { FaqEntry } from "@/features/chat/faq-search";
import type { Locale } from "@/i18n/routing";
import { docsOf, type ContentDoc } from "./docs";
import { contentKinds, CONTENT_KINDS } from "./kinds";
import { headings, plainText } from "./markdown";

/**
 * A piece cut where a reader would land: each FAQ question, and each `##` section of a guide or
 * post (its opening under the piece's title), each linking straight to its anchor.
 */
function sections(doc: ContentDoc): FaqEntry[] {
  const entry = (question: string, answer: string, anchor?: string): FaqEntry => ({
    question,
    answer,
    href: anchor ? `${doc.path}#${anchor}` : doc.path,
    page: doc.meta.title,
    kind: doc.kind,
  });
  if (doc.kind === "faq") return doc.questions.map((q) => entry(q.question, plainText(q.answer), q.id));
  const ids = headings(doc.tokens).filter((h) => h.depth === 2);
  const parts: { title: string; id?: string; tokens: Token[] }[] = [{ title: doc.meta.title, tokens: [] }];
  for (const token of doc.tokens) {
    if (token.type === "heading" && (token as { depth: number }).depth === 2) {
      const { text, id } = ids[parts.length - 1]!;
      parts.push({ title: text, id, tokens: [] });
    } else parts.at(-1)!.tokens.push(token);
  }
  return parts.map((part, i) =>
    entry(
      part.title,
      `${i === 0 ? `${doc.meta.description} ` : ""}${plainText(part.tokens)}`.trim(),
      part.id,
    ),
  );
}

/**
 * The resources' search index in a locale (issue 27): every FAQ, guide and post section. A kind
 * not written in the locale is searched in English, as its pages are linked.
 */
export function resourceEntries(locale: Locale): FaqEntry[] {
  return CONTENT_KINDS.flatMap((kind) => {
    const offered = (contentKinds[kind].locales as readonly Locale[]).includes(locale);
    return docsOf(kind, offered ? locale : "en").flatMap(sections);
  });
}
