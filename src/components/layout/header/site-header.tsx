import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { ButtonLink } from "@/components/ui/button-link";
import { Link } from "@/components/ui/link";
import { Container } from "../container";
import { Logo } from "../logo-mark";
import { DrawerNav } from "./drawer-nav";
import { MenuBar } from "./menu-bar.client";
import { menuBarItems, menuPanels } from "./menu-panels";
import { MobileDrawer } from "./mobile-drawer.client";
import { TopBar } from "./top-bar";

/** Header variants of the spec; `v4-header` is the site's standard header. */
export type HeaderType = "v4-header";

/**
 * SPEC §2 'Header'. The top bar scrolls away; the menu row stays (the header sticks at minus the
 * top bar's height). Menus sit in one row from 1280 px, in a second row from 768 px, and in the
 * drawer below that.
 */
export async function SiteHeader({ type = "v4-header" }: { type?: HeaderType }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("common");
  const [items, panels] = await Promise.all([menuBarItems(), menuPanels()]);
  return (
    <header
      data-header-type={type}
      className="sticky -top-(--top-bar-h) z-40 [--top-bar-h:3rem] md:[--top-bar-h:2.5rem]"
    >
      <TopBar locale={locale} />
      <div className="border-b border-line bg-white/95 backdrop-blur">
        <Container className="flex min-h-16 flex-wrap items-center gap-x-4">
          <Link href="/" aria-label={t("brandHome")} className="rounded-lg text-ink-900">
            <Logo />
          </Link>
          <MenuBar
            label={t("nav.label")}
            items={items}
            panels={panels}
            className="order-last hidden w-full pb-2 lg:block xl:order-none xl:w-auto xl:pb-0"
          />
          <div className="ml-auto flex items-center gap-1 md:gap-3">
            <ButtonLink href="/request-demo" variant="dark" className="px-4 md:px-5">
              {t("header.cta")}
            </ButtonLink>
            <MobileDrawer
              labels={{ open: t("nav.open"), close: t("nav.close"), title: t("nav.drawerTitle") }}
            >
              <DrawerNav locale={locale} />
            </MobileDrawer>
          </div>
        </Container>
      </div>
    </header>
  );
}
