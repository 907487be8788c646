import { getTranslations } from "next-intl/server";
import { Container } from "@/components/layout/container";
import { DocumentHero } from "@/components/legal/document-parts";
import { chipClass } from "@/components/ui/chip-class";
import { Link } from "@/components/ui/link";
import { blogPagePath, blogTagPath, usedTags } from "@/content/blog";
import type { ContentDoc } from "@/content/docs";
import type { ContentTag } from "@/content/frontmatter";
import type { Locale } from "@/i18n/routing";
import { DocCard, leadSpan, ResourcesCta } from "./content-parts";

/** The blog's topics, the current one marked, and its feed. */
async function Topics({ tags, current }: { tags: readonly ContentTag[]; current?: ContentTag }) {
  const t = await getTranslations("resources");
  return (
    <nav
      aria-labelledby="topics-title"
      className="rounded-card bg-white p-5 text-ink-900 shadow-card ring-1 ring-line"
    >
      <p id="topics-title" className="text-sm font-semibold tracking-wide text-muted">
        {t("blog.topics")}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              href={blogTagPath(tag)}
              aria-current={tag === current ? "page" : undefined}
              className={chipClass(tag === current)}
            >
              {t(`tags.${tag}`)}
            </Link>
          </li>
        ))}
      </ul>
      <a
        href="/blog/rss.xml"
        className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-700 hover:underline"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
          <circle cx="3" cy="13" r="2" />
          <path d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5h-2A6.5 6.5 0 0 0 1 8.5zM1 1.5A13.5 13.5 0 0 1 14.5 15h-2A11.5 11.5 0 0 0 1 3.5z" />
        </svg>
        {t("blog.feed")}
      </a>
    </nav>
  );
}

/** Newer and older pages of the list, and each page by number. */
async function Pagination({ page, pages }: { page: number; pages: number }) {
  const t = await getTranslations("resources.blog");
  const step = "inline-flex min-h-11 items-center font-semibold text-ink-700 hover:underline";
  return (
    <nav aria-label={t("pagination")} className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={blogPagePath(page - 1)} rel="prev" className={step}>
          ← {t("newer")}
        </Link>
      ) : (
        <span />
      )}
      <ul className="flex gap-2">
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              href={blogPagePath(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={t("pageOf", { page: n, pages })}
              className={chipClass(n === page, "min-w-11")}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < pages ? (
        <Link href={blogPagePath(page + 1)} rel="next" className={step}>
          {t("older")} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A list of posts: one page of the blog, or a topic's posts (SPEC §2 /blog, issue 27). */
export async function PostList({
  hero,
  posts,
  allPosts,
  locale,
  page,
  tag,
}: {
  hero: { eyebrow: string; title: string; lead: string };
  /** The posts this page lists. */
  posts: readonly ContentDoc[];
  /** Every post: the topics come from them. */
  allPosts: readonly ContentDoc[];
  locale: Locale;
  /** The blog's page and page count; a topic's list has no pages. */
  page?: { page: number; pages: number };
  tag?: ContentTag;
}) {
  return (
    <>
      <DocumentHero
        titleId="blog-title"
        {...hero}
        aside={<Topics tags={usedTags(allPosts)} current={tag} />}
      />
      <div className="bg-surface py-16 md:py-20">
        <Container>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, i) => (
              <li key={post.slug} className={i === 0 ? leadSpan(posts.length) : undefined}>
                <DocCard doc={post} locale={locale} headingLevel={2} />
              </li>
            ))}
          </ul>
          {page && page.pages > 1 && <Pagination {...page} />}
        </Container>
      </div>
      <ResourcesCta />
    </>
  );
}
