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
}

export function NotFoundView({ imgPath, imgAlt, header, para, linkTitle, link }: NotFoundProps) {
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
      </Container>
    </section>
  );
}
