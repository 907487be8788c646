import { JSON_SCHEMA, load } from "js-yaml";
import { z } from "zod";
import { locales } from "@/i18n/routing";
import { team } from "@/data/team";

/** The topics a piece may carry; each has a tag page on the blog (/blog/tag/{tag}). */
export const CONTENT_TAGS = [
  "whatsapp",
  "rcs",
  "sms",
  "voice",
  "ai-agents",
  "pricing",
  "compliance",
  "marketing",
  "customer-support",
  "commerce",
  "integrations",
  "social-messaging",
] as const;
export type ContentTag = (typeof CONTENT_TAGS)[number];

const day = z.iso.date({ error: "a date as YYYY-MM-DD" });
const authorIds = team.map((member) => member.id) as [string, ...string[]];

/** A piece's frontmatter (issue 27): who wrote it, when, in which language, about what. */
export const Frontmatter = z
  .strictObject({
    title: z.string().trim().min(10).max(70),
    description: z.string().trim().min(50).max(170),
    published: day,
    updated: day.optional(),
    author: z.enum(authorIds, { error: "a team member's id (src/data/team.ts)" }),
    locale: z.enum(locales),
    tags: z.array(z.enum(CONTENT_TAGS)).min(1).max(4),
  })
  .refine((meta) => !meta.updated || meta.updated >= meta.published, {
    path: ["updated"],
    error: "not before published",
  });
export type Frontmatter = z.infer<typeof Frontmatter>;

/**
 * A Markdown file's frontmatter and body. YAML's JSON schema has no timestamps, so a date stays the
 * text written (`2026-03-18`) for the schema to check.
 */
export function splitFrontmatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error("no frontmatter (a block between two `---` lines at the top)");
  return { data: load(match[1]!, { schema: JSON_SCHEMA }), body: source.slice(match[0].length) };
}

/** The frontmatter, checked: every problem named with its field. */
export function parseFrontmatter(data: unknown): Frontmatter {
  const parsed = Frontmatter.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new Error(
    parsed.error.issues.map((i) => `${i.path.join(".") || "frontmatter"}: ${i.message}`).join("; "),
  );
}
