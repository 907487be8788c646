import type { ContentTag } from "@/content/frontmatter";
import type { ContentKind } from "@/content/kinds";

/** What a content route shows: a piece, a page of the blog's list, a tag's posts, or the guides. */
export type ContentRoute =
  | { type: "doc"; kind: ContentKind; slug: string }
  | { type: "blog"; page: number }
  | { type: "tag"; tag: ContentTag }
  | { type: "guides" };

/** An address under the resources or the blog: the link checker proves each one exists. */
export type ContentPath =
  "/blog" | `/blog/${string}` | `/resources/${"faq" | "guide"}` | `/resources/${"faq" | "guide"}/${string}`;
