import type { Locale } from "@/i18n/routing";
import { docsOf, type ContentDoc } from "./docs";
import { CONTENT_TAGS, type ContentTag } from "./frontmatter";

/** Posts on one page of the blog's list (/blog, /blog/page/2, …). */
export const POSTS_PER_PAGE = 6;
/** Related posts under a post. */
export const RELATED_POSTS = 3;

/** The list's pages: page 1 is /blog, page n is /blog/page/n. */
export function blogPagePath(page: number): string {
  return page === 1 ? "/blog" : `/blog/page/${page}`;
}

export function blogTagPath(tag: ContentTag): string {
  return `/blog/tag/${tag}`;
}

export function pageCount(posts: number): number {
  return Math.max(1, Math.ceil(posts / POSTS_PER_PAGE));
}

/** One page of a newest-first list; an out-of-range page is empty. */
export function postsOnPage<T>(posts: readonly T[], page: number): T[] {
  return posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);
}

/** The tags at least one post carries, in the list's order. */
export function usedTags(posts: readonly ContentDoc[]): ContentTag[] {
  return CONTENT_TAGS.filter((tag) => posts.some((post) => post.meta.tags.includes(tag)));
}

/** Posts that share the most tags with `post`, newest first among equals; never the post itself. */
export function relatedPosts(post: ContentDoc, posts: readonly ContentDoc[]): ContentDoc[] {
  const shared = (other: ContentDoc) => other.meta.tags.filter((tag) => post.meta.tags.includes(tag)).length;
  return posts
    .filter((other) => other.slug !== post.slug && shared(other) > 0)
    .map((other, order) => ({ other, score: shared(other), order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, RELATED_POSTS)
    .map(({ other }) => other);
}

export function blogPosts(locale: Locale): ContentDoc[] {
  return docsOf("blog", locale);
}
