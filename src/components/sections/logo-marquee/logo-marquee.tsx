import { StaticImage } from "@/components/ui/static-image";
import type { CustomerLogo } from "@/data/company";
import { Container } from "@/components/layout/container";
import { PauseOffscreen } from "./pause-offscreen.client";

export interface LogoMarqueeProps {
  id: string;
  title: string;
  logos: readonly CustomerLogo[];
}

/** A 39051 ms loop of customer logos; paused off screen and on hover, static with reduced motion. */
export function LogoMarquee({ id, title, logos }: LogoMarqueeProps) {
  const titleId = `${id}-title`;
  const list = (hidden: boolean) => (
    <ul
      aria-hidden={hidden || undefined}
      className={
        hidden
          ? "flex shrink-0 items-center gap-12 pr-12 motion-reduce:hidden"
          : "flex shrink-0 items-center gap-12 pr-12 motion-reduce:flex-wrap motion-reduce:justify-center"
      }
    >
      {logos.map((logo) => (
        <li key={logo.name} className="shrink-0">
          <StaticImage src={logo.src} alt={hidden ? "" : logo.name} width={logo.width} height={logo.height} />
        </li>
      ))}
    </ul>
  );
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="border-b border-line bg-white py-12 render-when-near"
    >
      <Container>
        <h2 id={titleId} className="text-center text-sm font-semibold text-muted">
          {title}
        </h2>
      </Container>
      <div className="mt-8 overflow-hidden mask-x-from-90% mask-x-to-100%">
        <PauseOffscreen className="flex w-max animate-marquee hover:animation-paused data-paused:animation-paused motion-reduce:w-full motion-reduce:animate-none">
          {list(false)}
          {list(true)}
        </PauseOffscreen>
      </div>
    </section>
  );
}
