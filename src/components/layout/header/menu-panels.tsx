import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import {
  headerMenus,
  menuFeatures,
  type MenuFeatureId,
  type NavLinkId,
  type NavMenu,
} from "@/site/navigation";
import { Container } from "../container";
import { NavLink } from "../nav-link";
import { navLinkResolver, type ResolvedLink } from "../nav-links";
import { MenuTabs } from "./menu-tabs.client";
import { PromoVideo } from "./promo-video.client";

type Resolve = (id: NavLinkId) => ResolvedLink;

function LinkGrid({ links, resolve }: { links: readonly NavLinkId[]; resolve: Resolve }) {
  return (
    <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((id) => {
        const link = resolve(id);
        return (
          <li key={id}>
            <NavLink link={link} className="group block rounded-xl p-3 hover:bg-ink-50">
              <span className="block text-sm font-semibold text-ink-900 group-hover:text-ink-700">
                {link.label}
              </span>
              {link.desc && <span className="mt-0.5 block text-sm leading-5 text-muted">{link.desc}</span>}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The desktop menus' panels, keyed by menu id (server-rendered; the bar shows one at a time). */
export async function menuPanels(): Promise<Record<string, React.ReactNode>> {
  const t = await getTranslations("common.nav");
  const resolve = await navLinkResolver();
  const panels: Record<string, React.ReactNode> = {};
  for (const menu of headerMenus) {
    if ("link" in menu) continue;
    panels[menu.id] = (
      <Container className="grid gap-8 py-6 lg:grid-cols-[1fr_18rem]">
        {"tabs" in menu ? (
          <MenuTabs
            label={t(`menus.${menu.id}`)}
            tabs={menu.tabs.map((tab) => ({ id: tab.id, label: t(`tabs.${tab.id}`) }))}
            panels={menu.tabs.map((tab) => (
              <LinkGrid key={tab.id} links={tab.links} resolve={resolve} />
            ))}
          />
        ) : (
          <LinkGrid links={menu.links} resolve={resolve} />
        )}
        <FeatureCard id={menu.feature} />
      </Container>
    );
  }
  return panels;
}

/** The panel's right column: a page worth a look from this menu (Conversation Cloud with its video). */
async function FeatureCard({ id }: { id: MenuFeatureId }) {
  const t = await getTranslations(`common.nav.features.${id}`);
  return (
    <aside aria-label={t("title")} className="flex flex-col rounded-card bg-ink-950 p-4 text-white">
      {id === "conversationCloud" && (
        <PromoVideo
          src="/media/conversation-cloud.webm"
          poster="/media/conversation-cloud-poster.svg"
          label={t("video")}
        />
      )}
      <p className="mt-4 text-base font-semibold first:mt-1">{t("title")}</p>
      <p className="mt-1 text-sm leading-5 text-ink-200">{t("text")}</p>
      <div className="mt-auto pt-4">
        <ButtonLink href={menuFeatures[id]} className="w-full">
          {t("cta")}
        </ButtonLink>
      </div>
    </aside>
  );
}

/** The menus as the bar lists them: tabbed and link menus open panels, Customer Stories is a link. */
export async function menuBarItems() {
  const t = await getTranslations("common.nav");
  const resolve = await navLinkResolver();
  return headerMenus.map((menu: NavMenu) => ({
    id: menu.id,
    label: t(`menus.${menu.id}`),
    href: "link" in menu ? resolve(menu.link).href : undefined,
  }));
}
