import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { siteConfig } from "./config";
import { pageJsonLd, type FaqEntry, type JsonLdInputs } from "./json-ld";
import { buildMetadata } from "./metadata";
import { contentName } from "./content-names";
import { findRoute, type RouteDef, type RoutePath } from "./routes";
import { providerFees, skuTypes } from "@/features/pricing/skus";

export function routeOf(path: string): RouteDef {
  const route = findRoute(path);
  if (!route) throw new Error(`${path} is not in the route registry`);
  return route;
}

/** `generateMetadata` for a registry route: copy from its namespace's `meta` keys. */
export async function routeMetadata(path: RoutePath, locale: Locale) {
  const route = routeOf(path);
  const t = await getTranslations({ locale, namespace: route.namespace });
  return buildMetadata({
    path,
    locale,
    locales: route.locales,
    title: t("meta.title"),
    description: t("meta.description"),
    brandName: siteConfig.brandName,
    robots: route.robots,
    absoluteTitle: path === "/",
  });
}

/** A pricing page's product: Orbitalk's fixed fees per WhatsApp message, named in the page's language. */
async function pricedProduct(locale: Locale, name: string, description: string) {
  const t = await getTranslations({ locale, namespace: "pricingTable" });
  const offers = skuTypes.flatMap((sku) => {
    const fee = providerFees[sku];
    return fee === "Free"
      ? []
      : [
          {
            name: `${t("columns.provider")}: ${t(`skus.${sku}.label`)}`,
            price: fee,
            unit: t(`skus.${sku}.unit`),
          },
        ];
  });
  return { name, description, offers };
}

/** A page's short name, as its breadcrumb shows it: `meta.breadcrumb`, else its title. */
export async function routeName(path: string, locale: Locale): Promise<string> {
  const route = routeOf(path);
  if (route.content) return contentName(route.content, locale);
  const t = await getTranslations({ locale, namespace: route.namespace });
  return t.has("meta.breadcrumb") ? t("meta.breadcrumb") : t("meta.title");
}

/** The registry's pages above `path` (`/dlt` above `/dlt/template`), each by its breadcrumb name. */
export async function breadcrumbTrail(path: string, locale: Locale) {
  const parents = path
    .split("/")
    .slice(1, -1)
    .map((_, i, parts) => `/${parts.slice(0, i + 1).join("/")}`)
    .flatMap((parent) => findRoute(parent) ?? []);
  return Promise.all(parents.map(async ({ path }) => ({ name: await routeName(path, locale), path })));
}

/**
 * The JSON-LD blocks the registry declares for a route. A tool page names its app in `app.*`; a
 * product page is the brand and its breadcrumb, described by its meta description.
 */
export async function routeJsonLd(
  path: RoutePath,
  locale: Locale,
  faq?: readonly FaqEntry[],
  list?: JsonLdInputs["list"],
) {
  const route = routeOf(path);
  const t = await getTranslations({ locale, namespace: route.namespace });
  const common = await getTranslations({ locale, namespace: "common" });
  const title = await routeName(path, locale);
  return pageJsonLd(route, locale, {
    brandName: siteConfig.brandName,
    title,
    homeLabel: common("breadcrumb.home"),
    trail: await breadcrumbTrail(path, locale),
    faq,
    list,
    product: t.has("product.name")
      ? await pricedProduct(locale, t("product.name"), t("product.description"))
      : undefined,
    app: t.has("app.name")
      ? { name: t("app.name"), description: t("app.description"), free: route.group === "tools" }
      : { name: `${siteConfig.brandName} ${title}`, description: t("meta.description"), free: false },
  });
}
