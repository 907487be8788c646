import { buttonClass } from "@/components/ui/button-class";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { ButtonLink } from "@/components/ui/button-link";
import { siteConfig } from "@/site/config";
import { headerMenus, type NavLinkId } from "@/site/navigation";
import { NavLink } from "../nav-link";
import { navLinkResolver, type ResolvedLink } from "../nav-links";
import { CallUs } from "./call-us.client";
import { LanguageSelector } from "./language-selector.client";
import { LoginLink } from "./login-link.client";
import { ChevronDown } from "@/components/icons/chevron";

function LinkList({
  links,
  resolve,
}: {
  links: readonly NavLinkId[];
  resolve: (id: NavLinkId) => ResolvedLink;
}) {
  return (
    <ul className="pb-2">
      {links.map((id) => {
        const link = resolve(id);
        return (
          <li key={id}>
            <NavLink
              link={link}
              className="flex min-h-11 items-center rounded-xl px-3 text-[0.9375rem] hover:bg-ink-50"
            >
              {link.label}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

const summaryClass =
  "flex min-h-12 cursor-pointer list-none items-center justify-between rounded-xl px-3 text-base font-semibold hover:bg-ink-50";

/** The mobile drawer's content: every menu as an accordion (one open at a time), then the top bar's items. */
export async function DrawerNav({ locale }: { locale: Locale }) {
  const t = await getTranslations("common");
  const resolve = await navLinkResolver();
  return (
    <div className="flex flex-col gap-6 px-3 py-4">
      <nav aria-label={t("nav.label")}>
        <ul>
          {headerMenus.map((menu) => (
            <li key={menu.id} className="border-b border-line last:border-0">
              {"link" in menu ? (
                <NavLink link={resolve(menu.link)} className={summaryClass}>
                  {t(`nav.menus.${menu.id}`)}
                </NavLink>
              ) : (
                <details name="drawer-menu" className="group py-1">
                  <summary className={summaryClass}>
                    {t(`nav.menus.${menu.id}`)}
                    <ChevronDown className="size-3.5 transition-transform group-open:rotate-180" />
                  </summary>
                  {"tabs" in menu ? (
                    menu.tabs.map((tab) => (
                      <div key={tab.id} className="pl-3">
                        <p className="px-3 pt-2 text-xs font-semibold tracking-wide text-muted uppercase">
                          {t(`nav.tabs.${tab.id}`)}
                        </p>
                        <LinkList links={tab.links} resolve={resolve} />
                      </div>
                    ))
                  ) : (
                    <div className="pl-3">
                      <LinkList links={menu.links} resolve={resolve} />
                    </div>
                  )}
                </details>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-3 px-3">
        <ButtonLink href="/request-demo" variant="dark">
          {t("header.cta")}
        </ButtonLink>
        <LoginLink
          signIn={siteConfig.app.signIn}
          dashboard={siteConfig.app.dashboard}
          labels={{ login: t("topBar.login"), dashboard: t("topBar.dashboard") }}
          className={buttonClass("outline")}
        />
        <CallUs
          locationHost={siteConfig.services.locationHost}
          locale={locale}
          phone={siteConfig.phones.salesIndia}
          label={t("topBar.callUs")}
          className="text-center text-sm"
        />
      </div>
      <div className="px-3">
        <LanguageSelector locale={locale} label={t("language.label")} inline />
      </div>
    </div>
  );
}
