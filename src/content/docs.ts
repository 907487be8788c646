import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Token } from "marked";
import type { Locale } from "@/i18n/routing";
import { parseFrontmatter, splitFrontmatter, type Frontmatter } from "./frontmatter";
import { contentKinds, contentPath, CONTENT_KINDS, HUB_SLUG, sourceLocale, type ContentKind } from "./kinds";
import {
  headings,
  linkTargets,
  parseMarkdown,
  questions,
  wordCount,
  type Heading,
  type Question,
} from "./markdown";

/** `content/` in the project: read while the site builds (every content page is prerendered). */
export const CONTENT_DIR = path.join(process.cwd(), "content");

/** What each kind asks of a piece beyond the frontmatter (issue 27). */
export const MIN_QUESTIONS = 10;
export const MIN_GUIDE_WORDS = 1200;
/** Words a minute for a piece's reading time. */
const READING_SPEED = 220;

export interface ContentDoc {
  kind: ContentKind;
  slug: string;
  /** The page's locale; its text may be another's (`en-AE` reads `en`, kinds.ts). */
  locale: Locale;
  /** The page's address, without the locale prefix. */
  path: string;
  /** The Markdown file it is read from. */
  file: string;
  meta: Frontmatter;
  tokens: Token[];
  headings: Heading[];
  words: number;
  readingMinutes: number;
  /** An FAQ page's questions; empty for other kinds. */
  questions: Question[];
}

/** A content error names the file, so the build's message leads straight to it. */
export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${path.relative(process.cwd(), file)}: ${problem}`);
    this.name = "ContentError";
  }
}

function markdownFiles(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".md"))
        .sort()
    : [];
}

/** One file, parsed and checked on its own. */
export function readDoc(kind: ContentKind, slug: string, locale: Locale, file: string): ContentDoc {
  try {
    const { data, body } = splitFrontmatter(readFileSync(file, "utf8"));
    const meta = parseFrontmatter(data);
    if (meta.locale !== sourceLocale(locale))
      throw new Error(`locale: ${meta.locale} in the ${locale} folder`);
    const tokens = parseMarkdown(body);
    const words = wordCount(tokens);
    const doc: ContentDoc = {
      kind,
      slug,
      locale,
      path: contentPath(kind, slug),
      file,
      meta,
      tokens,
      headings: headings(tokens),
      words,
      readingMinutes: Math.max(1, Math.round(words / READING_SPEED)),
      questions: kind === "faq" ? questions(tokens) : [],
    };
    if (kind === "faq" && doc.questions.length < MIN_QUESTIONS)
      throw new Error(`${doc.questions.length} questions; an FAQ page has at least ${MIN_QUESTIONS}`);
    if (kind === "guides" && words < MIN_GUIDE_WORDS)
      throw new Error(`${words} words; a guide has more than ${MIN_GUIDE_WORDS}`);
    return doc;
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError(file, (error as Error).message);
  }
}

/**
 * Every page of a kind in every locale it is offered in. The English folder names the pages; each
 * other locale must have all of them and nothing else.
 */
function readKind(kind: ContentKind): ContentDoc[] {
  const folder = (locale: Locale) => path.join(CONTENT_DIR, kind, locale);
  const slugs = markdownFiles(folder("en")).map((name) => name.slice(0, -3));
  const offered = contentKinds[kind].locales as readonly Locale[];
  for (const locale of readdirSync(path.join(CONTENT_DIR, kind))) {
    if (!offered.includes(locale as Locale))
      throw new ContentError(
        folder(locale as Locale),
        `${kind} is not offered in ${locale} (src/content/kinds.ts)`,
      );
    const extra = markdownFiles(folder(locale as Locale)).filter(
      (name) => !slugs.includes(name.slice(0, -3)),
    );
    if (extra.length)
      throw new ContentError(folder(locale as Locale), `no English original of ${extra.join(", ")}`);
  }
  return offered.flatMap((locale) =>
    slugs.map((slug) => {
      const own = path.join(folder(locale), `${slug}.md`);
      const file = existsSync(own) ? own : path.join(folder(sourceLocale(locale)), `${slug}.md`);
      if (!existsSync(file)) throw new ContentError(own, `missing: ${kind} is offered in ${locale}`);
      return readDoc(kind, slug, locale, file);
    }),
  );
}

let cache: ContentDoc[] | undefined;

/** Every content page of the site, read once. */
export function allDocs(): ContentDoc[] {
  return (cache ??= CONTENT_KINDS.flatMap(readKind));
}

/** A kind's pages in a locale: posts newest first, the FAQ hub first, otherwise by address. */
export function docsOf(kind: ContentKind, locale: Locale): ContentDoc[] {
  const docs = allDocs().filter((doc) => doc.kind === kind && doc.locale === locale);
  return kind === "blog"
    ? docs.sort((a, b) => b.meta.published.localeCompare(a.meta.published) || a.slug.localeCompare(b.slug))
    : docs.sort(
        (a, b) => Number(b.slug === HUB_SLUG) - Number(a.slug === HUB_SLUG) || a.slug.localeCompare(b.slug),
      );
}

export function findDoc(kind: ContentKind, slug: string, locale: Locale): ContentDoc | undefined {
  return allDocs().find((doc) => doc.kind === kind && doc.slug === slug && doc.locale === locale);
}

/** The English pages of every kind: one per address. */
export function englishDocs(): ContentDoc[] {
  return allDocs().filter((doc) => doc.locale === "en");
}

/** Why a link of `doc` leads nowhere, or undefined: a site path must be a page, an anchor a heading. */
export function linkProblem(href: string, doc: ContentDoc, pages: ReadonlySet<string>): string | undefined {
  if (/^(https:\/\/|mailto:)/.test(href)) return undefined;
  if (href.startsWith("#")) {
    const ids = doc.headings.map((h) => h.id);
    return ids.includes(href.slice(1)) ? undefined : `no heading ${href} in this piece`;
  }
  if (!href.startsWith("/")) return `a link is a path of the site or an https:// address: ${href}`;
  const path = href.split(/[?#]/)[0]!;
  return pages.has(path) ? undefined : `no page at ${path} (link ${href})`;
}

/** Fails the build on the first link that leads nowhere (issue 27), naming its file. */
export function checkLinks(pages: ReadonlySet<string>) {
  for (const doc of allDocs())
    for (const href of linkTargets(doc.tokens)) {
      const problem = linkProblem(href, doc, pages);
      if (problem) throw new ContentError(doc.file, problem);
    }
}
