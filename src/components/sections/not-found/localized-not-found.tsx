import { getTranslations } from "next-intl/server";
import { notFoundSuggestions } from "@/site/not-found-suggestions";
import { NotFoundView } from "./not-found-view";

/** The not-found page in the locale being served, with its title and the pages worth going to instead. */
export async function LocalizedNotFound() {
  const t = await getTranslations("errors.notFound");
  return (
    <>
      <title>{t("metaTitle")}</title>
      <NotFoundView
        imgPath="/illustrations/not-found.svg"
        imgAlt={t("imageAlt")}
        header={t("header")}
        para={t("para")}
        linkTitle={t("linkTitle")}
        link="/"
        suggestions={{
          title: t("suggestions.title"),
          items: notFoundSuggestions.map(({ id, href }) => ({
            href,
            title: t(`suggestions.items.${id}.title`),
            text: t(`suggestions.items.${id}.text`),
          })),
        }}
      />
    </>
  );
}
