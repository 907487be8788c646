import "server-only";
import { getTranslations } from "next-intl/server";
import { siteConfig } from "@/site/config";
import { navLinks, opensInNewTab, type NavLinkId, type NavTarget } from "@/site/navigation";

export interface ResolvedLink {
  id: NavLinkId;
  label: string;
  desc?: string;
  href: string;
  newTab: boolean;
}

function hrefOf(target: NavTarget): string {
  if ("path" in target) return target.path;
  if ("external" in target) return siteConfig.external[target.external];
  return siteConfig.partnerSignIn;
}

/** Labels and addresses of the navigation links, in the request's locale. */
export async function navLinkResolver() {
  const t = await getTranslations("common.nav.links");
  return (id: NavLinkId): ResolvedLink => {
    const target: NavTarget = navLinks[id];
    const href = hrefOf(target);
    // Not every link has a description; the key type lists only the ones that exist.
    const descKey = `${id}.desc` as Parameters<typeof t>[0];
    return {
      id,
      label: t(`${id}.label`),
      desc: t.has(descKey) ? t(descKey) : undefined,
      href,
      newTab: opensInNewTab(target),
    };
  };
}
