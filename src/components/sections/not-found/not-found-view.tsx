import { StaticImage } from "@/components/ui/static-image";
import { Container } from "@/components/layout/container";
import { buttonClass } from "@/components/ui/button-class";
import { ClientLink } from "@/components/ui/client-link.client";

/** SPEC §3 "Not-found props". */
export interface NotFoundProps {
  imgPath: string;
  imgAlt: string;
  header: string;
  para: string;
  linkTitle: string;
  link: string;
  /** Pages worth going to instead, below the message (not in SPEC §3; see site/not-found-suggestions). */
  suggestions?: { title: string; items: readonly { href: string; title: string; text: string }[] };
}

export function NotFoundView({ imgPath, imgAlt, header, para, linkTitle, link, suggestions }: NotFoundProps) {
  return (
    <section aria-labelledby="not-found-title" className="bg-white py-16 md:py-24">
      <Container className="flex flex-col items-center text-center">
        <StaticImage src={imgPath} alt={imgAlt} width={320} height={240} />
        <h1 id="not-found-title" className="mt-8 text-3xl font-bold tracking-tight text-ink-900 md:text-4xl">
          {header}
        </h1>
        <p className="mt-4 max-w-xl text-lg leading-8 text-muted">{para}</p>
        {/* The not-found boundary renders apart from the page, before its locale is set for
            server components: the page's locale provider gives it. */}
        <ClientLink href={link} className={buttonClass("dark", "mt-8")}>
          {linkTitle}
        </ClientLink>
        {suggestions && suggestions.items.length > 0 && (
          <nav aria-labelledby="not-found-suggestions" className="mt-16 w-full max-w-5xl">
            <h2 id="not-found-suggestions" className="text-lg font-semibold text-ink-900">
              {suggestions.title}
            </h2>
            <ul className="mt-6 grid gap-4 text-left sm:grid-cols-2 lg:grid-cols-4">
              {suggestions.items.map((item) => (
                <li key={item.href}>
                  <ClientLink
                    href={item.href}
                    className="block h-full rounded-card bg-surface p-5 ring-1 ring-line transition-shadow hover:shadow-card focus-visible:ring-2 focus-visible:ring-ink-600"
                  >
                    <span className="block font-semibold text-ink-900">
                      {item.title}&nbsp;<span aria-hidden="true">→</span>
                    </span>
                    <span className="mt-1 block text-sm leading-6 text-muted">{item.text}</span>
                  </ClientLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Container>
    </section>
  );
}
