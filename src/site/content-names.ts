import "server-only";
import { getTranslations } from "next-intl/server";
import { findDoc } from "@/content/docs";
import { HUB_SLUG } from "@/content/kinds";
import type { Locale } from "@/i18n/routing";
import type { ContentRoute } from "./content-routes";

/** A content route's short name, as breadcrumbs show it: a piece's title, a list's name. */
export async function contentName(content: ContentRoute, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: "resources" });
  switch (content.type) {
    case "doc":
      if (content.kind === "faq" && content.slug === HUB_SLUG) return t("faq.breadcrumb");
      return findDoc(content.kind, content.slug, locale)!.meta.title;
    case "guides":
      return t("meta.breadcrumb");
    case "blog":
      return content.page === 1 ? t("blog.breadcrumb") : t("blog.pageTitle", { page: content.page });
    case "tag":
      return t(`tags.${content.tag}`);
  }
}
