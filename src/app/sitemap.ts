import type { MetadataRoute } from "next";
import { localizePath } from "@/i18n/routing";
import { alternateUrls, robotsDirectives } from "@/site/metadata";
import { absoluteUrl } from "@/site/origin";
import { routes } from "@/site/routes";

/** Every indexable registry route in every locale it has, with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes
    .filter((route) => robotsDirectives(route.robots).index)
    .flatMap((route) =>
      route.locales.map((locale) => ({
        url: absoluteUrl(localizePath(locale, route.path)),
        changeFrequency: "weekly" as const,
        priority: route.path === "/" ? 1 : 0.7,
        alternates: { languages: alternateUrls(route.path, route.locales) },
      })),
    );
}
