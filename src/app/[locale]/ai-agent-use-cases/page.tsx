import { getTranslations, setRequestLocale } from "next-intl/server";
import { AgentCatalogue, type CatalogueItem } from "@/components/agents/agent-catalogue.client";
import { Container } from "@/components/layout/container";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { Hero } from "@/components/sections/hero/hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { JsonLd } from "@/components/ui/json-ld";
import { StaticImage } from "@/components/ui/static-image";
import { agentImage, agents } from "@/data/agents";
import { industries, roles } from "@/data/audiences";
import { paginate } from "@/features/agents/catalogue";
import type { Locale } from "@/i18n/routing";
import { navLinks, type NavLinkId } from "@/site/navigation";
import { routeJsonLd, routeMetadata } from "@/site/page";
import { pageCopy } from "@/site/page-copy";

export async function generateMetadata({ params }: PageProps<"/[locale]/ai-agent-use-cases">) {
  return routeMetadata("/ai-agent-use-cases", (await params).locale as Locale);
}

/** The menu's name of an industry's or a team's solutions page: the catalogue's filters use it too. */
function menuLabelId(path: string): NavLinkId {
  const entry = Object.entries(navLinks).find(([, target]) => "path" in target && target.path === path);
  if (!entry) throw new Error(`No menu entry for ${path}`);
  return entry[0] as NavLinkId;
}

/**
 * SPEC §2 'AI-agent use-case page': a hero whose button scrolls to the list, and the filterable,
 * searchable, paged catalogue of agents. The prerendered page is the unfiltered first page, which
 * the ItemList structured data describes.
 */
export default async function AiAgentUseCasesPage({ params }: PageProps<"/[locale]/ai-agent-use-cases">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { hero, list, banner } = await pageCopy("aiAgentUseCases");
  const copy = (await pageCopy("agents")).items;
  const english = (await getTranslations({ locale: "en", namespace: "agents.items" })) as unknown as (
    key: string,
  ) => string;
  const t = await getTranslations("aiAgentUseCases.list");
  const menu = await getTranslations("common.nav.links");

  const items: CatalogueItem[] = agents.map(({ id, industry, role }) => {
    const { name, features } = copy[id as keyof typeof copy];
    return { id, industry, role, name, features, chatImg: agentImage(id), chatName: english(`${id}.name`) };
  });
  const firstPage = paginate(items, 1).items;

  return (
    <>
      <JsonLd
        blocks={await routeJsonLd(
          "/ai-agent-use-cases",
          locale,
          undefined,
          firstPage.map((a) => ({
            name: a.name,
            description: a.features.join(" "),
            anchor: `agent-${a.id}`,
          })),
        )}
      />
      <Hero
        id="ai-agent-use-cases"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        primary={{ label: hero.cta, href: "#agents" }}
        secondary={{ label: hero.secondaryCta, dialog: "demo", position: "agent-use-cases-hero" }}
        visual={<AgentMosaic images={firstPage.slice(0, 4).map((a) => a.chatImg)} />}
      />
      <section id="agents" aria-labelledby="agents-title" className="bg-surface py-20 md:py-24">
        <Container>
          <SectionHeading id="agents-title" title={list.heading} lead={list.lead} />
          <div className="mt-10">
            <AgentCatalogue
              agents={items}
              industries={industries.map((value) => ({
                value,
                label: menu(`${menuLabelId(`/industry/${value}`)}.label`),
              }))}
              roles={roles.map((value) => ({ value, label: menu(`${menuLabelId(`/role/${value}`)}.label`) }))}
              labels={{
                ...list,
                results: Array.from({ length: items.length + 1 }, (_, count) => t("results", { count })),
                // Filled in the browser ("Page {page}"), so read raw.
                page: t.raw("page") as string,
              }}
            />
          </div>
        </Container>
      </section>
      <CtaBanner
        id="start-conversation"
        title={banner.title}
        text={banner.text}
        primary={{ label: banner.cta, dialog: "demo", position: "agent-use-cases-banner" }}
        secondary={{ label: banner.secondaryCta, href: "/ai-agents" }}
      />
    </>
  );
}
export const dynamic = "error";

/** The hero's picture: four agents' chat pictures, fanned like cards on a desk. */
function AgentMosaic({ images }: { images: readonly string[] }) {
  return (
    <div aria-hidden="true" className="mx-auto grid max-w-xl grid-cols-2 gap-4">
      {images.map((src, i) => (
        <StaticImage
          key={src}
          src={src}
          alt=""
          width={320}
          height={200}
          className={`h-auto w-full rounded-card bg-white shadow-phone ring-1 ring-white/20 ${i % 2 ? "translate-y-6" : ""}`}
        />
      ))}
    </div>
  );
}
