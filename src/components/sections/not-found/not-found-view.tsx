import { StaticImage } from "@/components/ui/static-image";
import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button-link";

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
        <ButtonLink href={link} variant="dark" className="mt-8">
          {linkTitle}
        </ButtonLink>
      </Container>
    </section>
  );
}
