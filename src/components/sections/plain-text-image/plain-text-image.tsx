import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button-link";
import { StaticImage } from "@/components/ui/static-image";
import { cn } from "@/lib/cn";
import type { LinkAction } from "../hero/hero";
import { SectionHeading } from "../section-heading";

export interface PlainTextImageProps {
  /** Section id; the heading's id is `${id}-title`. */
  id: string;
  /** Short label above the heading. */
  eyebrow?: string;
  title: string;
  paragraphs: readonly string[];
  /** Optional bullet points after the paragraphs. */
  list?: readonly string[];
  image: { src: string; width: number; height: number; alt: string };
  /** Side of the image from 768 px; on phones the image always follows the text. */
  imagePosition?: "left" | "right";
  cta?: LinkAction;
}

/** SPEC §2 "plain text with image": a heading, paragraphs and an optional list beside one image. */
export function PlainTextImage({
  id,
  eyebrow,
  title,
  paragraphs,
  list,
  image,
  imagePosition = "right",
  cta,
}: PlainTextImageProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-20 render-when-near md:py-24">
      <Container className="grid items-center gap-10 md:grid-cols-2 lg:gap-16">
        <div>
          {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-signal-600">{eyebrow}</p>}
          <SectionHeading id={titleId} title={title} />
          <div className="mt-5 space-y-4 text-lg leading-8 text-muted">
            {paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {list && list.length > 0 && (
            <ul className="mt-6 space-y-3">
              {list.map((item) => (
                <li key={item} className="flex gap-3 leading-7 text-ink-900">
                  <svg
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    className="mt-1 size-5 shrink-0 rounded-full bg-signal-100 p-1 text-signal-600"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.6"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="M4.5 10.5 8.5 14.5 15.5 6" />
                  </svg>
                  {item}
                </li>
              ))}
            </ul>
          )}
          {cta && (
            <ButtonLink href={cta.href} variant="dark" className="mt-8">
              {cta.label}
            </ButtonLink>
          )}
        </div>
        <div
          data-testid="plain-text-image-visual"
          className={cn(imagePosition === "left" && "md:order-first")}
        >
          <StaticImage
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="h-auto w-full"
          />
        </div>
      </Container>
    </section>
  );
}
