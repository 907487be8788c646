import { getFormatter, getTranslations } from "next-intl/server";
import { Container } from "@/components/layout/container";
import { CtaBanner } from "@/components/sections/cta-banner/cta-banner";
import { SectionHeading } from "@/components/sections/section-heading";
import { Link } from "@/components/ui/link";
import { chipClass } from "@/components/ui/chip-class";
import { blogPosts, blogTagPath, usedTags } from "@/content/blog";
import type { ContentDoc } from "@/content/docs";
import type { ContentTag } from "@/content/frontmatter";
import type { Heading } from "@/content/markdown";
import type { Locale } from "@/i18n/routing";
import { authorOf } from "@/site/content-page";

/** A frontmatter date (YYYY-MM-DD) in the page's language: "12 March 2026". */
export async function formatDay(day: string) {
  const format = await getFormatter();
  return format.dateTime(new Date(`${day}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
}

/** A piece's contents: its `##` headings, each a link to its section. */
export async function Toc({ headings }: { headings: readonly Heading[] }) {
  const t = await getTranslations("resources.article");
  return (
    <nav
      aria-labelledby="toc-title"
      className="rounded-card bg-white p-5 text-ink-900 shadow-card ring-1 ring-line"
    >
      <p id="toc-title" className="text-sm font-semibold tracking-wide text-muted">
        {t("toc")}
      </p>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm marker:text-muted">
        {headings
          .filter((heading) => heading.depth === 2)
          .map((heading) => (
            <li key={heading.id}>
              <a href={`#${heading.id}`} className="inline-flex min-h-8 items-center hover:underline">
                {heading.text}
              </a>
            </li>
          ))}
      </ol>
    </nav>
  );
}

/** Who wrote a piece; then when, and how long it takes to read. */
export async function Byline({ doc, locale, light }: { doc: ContentDoc; locale: Locale; light?: boolean }) {
  const t = await getTranslations("resources.article");
  const author = await authorOf(doc, locale);
  const { published, updated } = doc.meta;
  const facts = [
    <time key="published" dateTime={published}>
      {t("published", { date: await formatDay(published) })}
    </time>,
    updated && updated !== published && (
      <time key="updated" dateTime={updated}>
        {t("updated", { date: await formatDay(updated) })}
      </time>
    ),
    doc.kind !== "faq" && <span key="reading">{t("readingTime", { minutes: doc.readingMinutes })}</span>,
  ].filter(Boolean);
  return (
    <div className={`space-y-1 text-sm ${light ? "text-ink-200" : "text-muted"}`}>
      <p className="font-semibold">{t("byline", { name: author.name, role: author.jobTitle })}</p>
      <p className="flex flex-wrap gap-x-2">
        {facts.map((fact, i) => (
          <span key={i} className="whitespace-nowrap">
            {i > 0 && <span aria-hidden="true">· </span>}
            {fact}
          </span>
        ))}
      </p>
    </div>
  );
}

/** A piece's topics, each a link to its posts where the blog has a page for it. */
export async function TagLinks({
  tags,
  label,
  locale,
}: {
  tags: readonly ContentTag[];
  label: string;
  locale: Locale;
}) {
  const t = await getTranslations("resources.tags");
  const pages = usedTags(blogPosts(locale));
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          {pages.includes(tag) ? (
            <Link href={blogTagPath(tag)} className={chipClass(false)}>
              {t(tag)}
            </Link>
          ) : (
            <span className={chipClass(false, "cursor-default")}>{t(tag)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A piece in a list: its title (a link), description and when it was written. */
export async function DocCard({
  doc,
  locale,
  headingLevel = 3,
}: {
  doc: ContentDoc;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations("resources");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // An English guide listed on a Russian page says so to screen readers and hyphenation.
  const lang = doc.meta.locale !== locale.split("-")[0] ? doc.meta.locale : undefined;
  return (
    <article className="relative flex h-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-line transition hover:ring-ink-300">
      <p className="text-sm font-semibold text-signal-600">{t(`tags.${doc.meta.tags[0]!}`)}</p>
      <Heading lang={lang} className="mt-2 text-xl font-bold tracking-tight text-balance text-ink-900">
        <Link href={doc.path} className="after:absolute after:inset-0 after:rounded-card hover:underline">
          {doc.meta.title}
        </Link>
      </Heading>
      <p lang={lang} className="mt-3 flex-1 leading-7 text-muted">
        {doc.meta.description}
      </p>
      <p className="mt-4 text-sm text-muted">
        <time dateTime={doc.meta.updated ?? doc.meta.published}>
          {await formatDay(doc.meta.updated ?? doc.meta.published)}
        </time>
        {doc.kind !== "faq" && <> · {t("article.readingTime", { minutes: doc.readingMinutes })}</>}
        {doc.kind === "faq" && <> · {t("faq.questionCount", { count: doc.questions.length })}</>}
      </p>
    </article>
  );
}

/**
 * The first card spans two columns where that leaves no card alone on the last row: five cards
 * are one wide and two, then three on a wide screen, and one wide, then two pairs, on a tablet.
 */
export function leadSpan(count: number) {
  return [count % 2 === 1 && "sm:col-span-2", count % 3 === 2 ? "lg:col-span-2" : "lg:col-span-1"]
    .filter(Boolean)
    .join(" ");
}

/** A section of pieces as cards: the FAQ pages, the guides, a post's related posts. */
export function DocGrid({
  id,
  title,
  lead,
  docs,
  locale,
  wide,
  tone = "surface",
}: {
  id: string;
  title: string;
  lead?: string;
  docs: readonly ContentDoc[];
  locale: Locale;
  /** Four cards a row on a wide screen instead of three. */
  wide?: boolean;
  tone?: "surface" | "white";
}) {
  return (
    <section
      aria-labelledby={id}
      className={`py-16 render-when-near md:py-20 ${tone === "surface" ? "bg-surface" : "bg-white"}`}
    >
      <Container>
        <SectionHeading id={id} title={title} lead={lead} />
        <ul className={`mt-10 grid gap-6 sm:grid-cols-2 ${wide ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
          {docs.map((doc, i) => (
            <li key={doc.slug} className={i === 0 && !wide ? leadSpan(docs.length) : undefined}>
              <DocCard doc={doc} locale={locale} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** The close of every resource page: from reading to a demo. */
export async function ResourcesCta() {
  const t = await getTranslations("resources.cta");
  return (
    <CtaBanner
      id="resources-cta"
      title={t("title")}
      text={t("text")}
      primary={{ label: t("button"), href: "/request-demo" }}
    />
  );
}
