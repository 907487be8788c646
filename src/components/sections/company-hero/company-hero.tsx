import type { ReactNode } from "react";
import { StaticImage } from "@/components/ui/static-image";
import type { CustomerLogo } from "@/data/company";
import { Hero, type HeroAction } from "../hero/hero";
import type { Stat } from "../stats/stats";

export interface CompanyHeroProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead: string;
  primary: HeroAction;
  secondary: HeroAction;
  metrics: readonly Stat[];
  logosTitle: string;
  logos: readonly CustomerLogo[];
  /** Beside the copy from 992 px, below it on phones: a product mock-up. */
  visual: ReactNode;
}

/** SPEC §2 "company hero with metrics, logos and two CTAs": the hero, with the metrics and logos below. */
export function CompanyHero({ metrics, logosTitle, logos, ...hero }: CompanyHeroProps) {
  return (
    <Hero {...hero}>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-card bg-white/10 ring-1 ring-white/10 lg:grid-cols-4">
        {metrics.map((m) => (
          <div key={m.id} className="flex flex-col bg-ink-950/60 p-5 md:p-6">
            <dt className="order-2 mt-1 text-sm leading-6 text-ink-200">{m.label}</dt>
            <dd className="order-1 text-3xl font-bold tracking-tight text-white md:text-4xl">{m.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-10 rounded-card bg-white px-6 py-6 text-ink-900">
        <h2 className="text-center text-sm font-semibold text-muted">{logosTitle}</h2>
        <ul className="mt-5 grid grid-cols-2 place-items-center gap-x-6 gap-y-5 sm:flex sm:flex-wrap sm:justify-center sm:gap-x-10">
          {logos.map((logo) => (
            <li key={logo.name}>
              <StaticImage src={logo.src} alt={logo.name} width={logo.width} height={logo.height} />
            </li>
          ))}
        </ul>
      </div>
    </Hero>
  );
}
