import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { SEARCH_RESULTS } from "@/features/chat/faq-search";
import { ResourceSearch as Search } from "./resource-search.client";

/** The resources' search box, with its texts in the page's language. */
export async function ResourceSearch({ locale }: { locale: Locale }) {
  const t = await getTranslations("resources");
  return (
    <Search
      locale={locale}
      texts={{
        label: t("search.label"),
        placeholder: t("search.placeholder"),
        // Every count's sentence, its plural form chosen here, with the query left to fill in.
        results: Array.from({ length: SEARCH_RESULTS + 1 }, (_, count) =>
          t("search.results", { count, query: "{query}" }),
        ),
        unavailable: t("search.unavailable"),
        kinds: {
          faq: t("kinds.faq"),
          guides: t("kinds.guides"),
          blog: t("kinds.blog"),
          page: t("kinds.page"),
        },
      }}
    />
  );
}
