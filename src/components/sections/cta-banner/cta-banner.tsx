import { Container } from "@/components/layout/container";
import { HeroActions, type HeroAction } from "../hero/hero";

export interface CtaBannerProps {
  id: string;
  title: string;
  text: string;
  primary: HeroAction;
  secondary?: HeroAction;
}

/** The 'Start a conversation' banner. */
export function CtaBanner({ id, title, text, primary, secondary }: CtaBannerProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-16 render-when-near md:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-card px-6 py-12 text-white bg-hero md:px-12 md:py-16">
          <div className="relative max-w-2xl">
            <h2 id={titleId} className="text-3xl font-bold tracking-tight md:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-ink-200">{text}</p>
            <HeroActions primary={primary} secondary={secondary} />
          </div>
          <svg
            aria-hidden="true"
            viewBox="0 0 200 200"
            className="pointer-events-none absolute -right-16 -bottom-20 hidden size-96 text-white/10 md:block"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path d="M100 30a70 70 0 1 1-34 131L32 172l10-32A70 70 0 0 1 100 30Z" />
            <circle cx="100" cy="100" r="96" strokeDasharray="3 7" />
          </svg>
        </div>
      </Container>
    </section>
  );
}
