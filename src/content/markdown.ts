import { Lexer, type Token, type Tokens } from "marked";

/**
 * The Markdown a piece may use (content brief, README 'Content'): paragraphs, `##`/`###` headings,
 * lists, tables, block quotes, fenced code in a known language, and inline emphasis, code and
 * links. Anything else (raw HTML, images, `#` titles, footnotes) fails the build, so every page
 * renders with the site's own components and nothing unreviewed reaches the HTML.
 */
export const CODE_LANGUAGES = ["bash", "json", "html", "javascript", "text"] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

const BLOCKS = new Set(["space", "paragraph", "heading", "list", "blockquote", "code", "table"]);
const INLINE = new Set(["text", "strong", "em", "codespan", "link", "br", "escape"]);

/** The tokens a block or inline token holds, list items and table cells included. */
function children(token: Token): Token[] {
  if (token.type === "list") return (token as Tokens.List).items.flatMap((item) => item.tokens);
  if (token.type === "table") {
    const table = token as Tokens.Table;
    return [...table.header, ...table.rows.flat()].flatMap((cell) => cell.tokens);
  }
  return "tokens" in token && Array.isArray(token.tokens) ? token.tokens : [];
}

/** Every token of the tree, depth first. */
export function* walk(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    yield* walk(children(token));
  }
}

/** Checks tokens where `place` allows: the body's top level, inside a list or quote, or inline. */
function check(tokens: readonly Token[], place: "top" | "nested" | "inline") {
  for (const token of tokens) {
    const allowed =
      place === "inline" ? INLINE.has(token.type) : BLOCKS.has(token.type) || INLINE.has(token.type);
    if (!allowed) throw new Error(`${token.type} is not allowed: ${JSON.stringify(token.raw.slice(0, 60))}`);
    if (token.type === "heading" && (place !== "top" || ![2, 3].includes((token as Tokens.Heading).depth)))
      throw new Error(
        `only ## and ### headings, at the top level (the title is the h1): ${token.raw.trim()}`,
      );
    if (
      token.type === "code" &&
      !(CODE_LANGUAGES as readonly string[]).includes((token as Tokens.Code).lang ?? "")
    )
      throw new Error(`a code block needs one of these languages: ${CODE_LANGUAGES.join(", ")}`);
    if (token.type === "text" && /&(#\d+|[a-z]+);/i.test((token as Tokens.Text).text))
      throw new Error(`write the character, not an HTML entity: ${token.raw.slice(0, 60)}`);
    // Lists and quotes hold blocks; paragraphs, headings, cells and inline tokens hold inline text.
    check(children(token), ["list", "blockquote"].includes(token.type) ? "nested" : "inline");
  }
}

/** A body's tokens, checked against the allowed Markdown. */
export function parseMarkdown(body: string): Token[] {
  const tokens = new Lexer({ gfm: true }).lex(body);
  check(tokens, "top");
  return tokens;
}

/** The text a reader sees, without markup: for word counts, JSON-LD answers and the search index. */
export function plainText(tokens: readonly Token[]): string {
  return tokens.map(textOf).join("").replace(/\s+/g, " ").trim();
}

function textOf(token: Token): string {
  switch (token.type) {
    case "space":
      return " ";
    case "code":
      return ` ${(token as Tokens.Code).text} `;
    case "list":
      return ` ${(token as Tokens.List).items.map((item) => plainText(item.tokens)).join(" ")} `;
    case "table": {
      const table = token as Tokens.Table;
      return ` ${[...table.header, ...table.rows.flat()].map((cell) => plainText(cell.tokens)).join(" ")} `;
    }
  }
  // A paragraph, heading or quote is a block of its own; an inline token runs on with its neighbours.
  if ("tokens" in token && Array.isArray(token.tokens)) {
    const text = plainText(token.tokens);
    return BLOCKS.has(token.type) || token.type === "text" ? ` ${text} ` : text;
  }
  return "text" in token ? String(token.text) : "";
}

export function wordCount(tokens: readonly Token[]): number {
  return plainText(tokens).split(" ").filter(Boolean).length;
}

/** Every link target in the tokens. */
export function linkTargets(tokens: readonly Token[]): string[] {
  return [...walk(tokens)].flatMap((t) => (t.type === "link" ? [(t as Tokens.Link).href] : []));
}

/** An anchor id from a heading: lowercase letters and digits of any script, joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

export interface Heading {
  depth: 2 | 3;
  text: string;
  id: string;
}

/** The `##` and `###` headings with unique ids, in order: the table of contents. */
export function headings(tokens: readonly Token[]): Heading[] {
  const seen = new Map<string, number>();
  return tokens.flatMap((token) => {
    if (token.type !== "heading") return [];
    const text = plainText((token as Tokens.Heading).tokens);
    const base = slugify(text);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return [{ depth: (token as Tokens.Heading).depth as 2 | 3, text, id: n === 1 ? base : `${base}-${n}` }];
  });
}

export interface Question {
  question: string;
  id: string;
  answer: Token[];
}

/** An FAQ body: every `##` is a question and the blocks after it, its answer; nothing else. */
export function questions(tokens: readonly Token[]): Question[] {
  const ids = headings(tokens);
  const list: Question[] = [];
  for (const token of tokens) {
    if (token.type === "heading") {
      if ((token as Tokens.Heading).depth !== 2)
        throw new Error(`an FAQ has only ## questions: ${token.raw.trim()}`);
      const { text, id } = ids[list.length]!;
      if (!/[?？؟]$/.test(text)) throw new Error(`a question ends with a question mark: ${text}`);
      list.push({ question: text, id, answer: [] });
    } else if (token.type !== "space") {
      const current = list.at(-1);
      if (!current) throw new Error("an FAQ starts with its first ## question");
      current.answer.push(token);
    }
  }
  const empty = list.find((q) => q.answer.length === 0);
  if (empty) throw new Error(`no answer to: ${empty.question}`);
  return list;
}
