import type { FaqEntry } from "./faq-search";

type PageMessages = {
  meta?: { title?: string; breadcrumb?: string };
  faq?: { items?: readonly { question: string; answer: string }[] };
};

/**
 * The first-party chat's FAQ entries: every FAQ block of the English pages, each answer linked to its
 * page. The support chat speaks English (SPEC §4), so the index is English.
 */
export function faqEntries(
  pages: readonly { path: string; namespace: string }[],
  messages: Record<string, unknown>,
  homeName: string,
): FaqEntry[] {
  return pages.flatMap(({ path, namespace }) => {
    const page = messages[namespace] as PageMessages | undefined;
    const name = path === "/" ? homeName : (page?.meta?.breadcrumb ?? page?.meta?.title ?? path);
    return (page?.faq?.items ?? []).map(({ question, answer }) => ({
      question,
      answer,
      href: path,
      page: name,
    }));
  });
}
