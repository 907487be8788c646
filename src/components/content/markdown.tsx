import type { Token, Tokens } from "marked";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { highlight, LANGUAGE_NAMES } from "@/content/highlight";
import type { CodeLanguage, Heading } from "@/content/markdown";

export const proseLinkClass = "font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900";

/** Inline tokens as React: text, emphasis, code and links (through the site's link rule). */
function Inline({ tokens }: { tokens: readonly Token[] }): ReactNode {
  return tokens.map((token, i) => {
    switch (token.type) {
      case "strong":
        return (
          <strong key={i} className="font-semibold text-ink-900">
            <Inline tokens={(token as Tokens.Strong).tokens} />
          </strong>
        );
      case "em":
        return (
          <em key={i}>
            <Inline tokens={(token as Tokens.Em).tokens} />
          </em>
        );
      case "codespan":
        return (
          <code
            key={i}
            className="rounded bg-ink-50 px-1 py-0.5 font-mono text-[0.9em] break-words text-ink-900"
          >
            {(token as Tokens.Codespan).text}
          </code>
        );
      case "link":
        return (
          <Link key={i} href={(token as Tokens.Link).href} className={proseLinkClass}>
            <Inline tokens={(token as Tokens.Link).tokens} />
          </Link>
        );
      case "br":
        return <br key={i} />;
      case "text": {
        const text = token as Tokens.Text;
        return text.tokens ? <Inline key={i} tokens={text.tokens} /> : text.text;
      }
      default:
        return "text" in token ? String(token.text) : null;
    }
  });
}

interface BlockProps {
  tokens: readonly Token[];
  /** The ids of the body's headings, in order (src/content/markdown.ts `headings`). */
  ids: Map<Token, string>;
  codeLabel: (language: CodeLanguage) => string;
}

function Blocks({ tokens, ids, codeLabel }: BlockProps): ReactNode {
  return tokens.map((token, i) => {
    switch (token.type) {
      case "space":
        return null;
      case "paragraph":
        return (
          <p key={i}>
            <Inline tokens={(token as Tokens.Paragraph).tokens} />
          </p>
        );
      case "heading": {
        const heading = token as Tokens.Heading;
        const Tag = heading.depth === 2 ? "h2" : "h3";
        return (
          <Tag
            key={i}
            id={ids.get(token)}
            className={
              heading.depth === 2
                ? "pt-6 text-2xl font-bold tracking-tight text-ink-900 md:text-3xl"
                : "pt-2 text-xl font-semibold text-ink-900"
            }
          >
            <Inline tokens={heading.tokens} />
          </Tag>
        );
      }
      case "list": {
        const list = token as Tokens.List;
        const Tag = list.ordered ? "ol" : "ul";
        return (
          <Tag
            key={i}
            start={list.ordered && list.start !== 1 ? Number(list.start) : undefined}
            className={`space-y-2 pl-6 marker:text-muted ${list.ordered ? "list-decimal" : "list-disc"}`}
          >
            {list.items.map((item, j) => (
              <li key={j} className="pl-1 [&>p+p]:mt-2">
                <Blocks tokens={item.tokens} ids={ids} codeLabel={codeLabel} />
              </li>
            ))}
          </Tag>
        );
      }
      case "blockquote":
        return (
          <blockquote key={i} className="space-y-3 border-l-4 border-signal-500 pl-4 text-ink-800 italic">
            <Blocks tokens={(token as Tokens.Blockquote).tokens} ids={ids} codeLabel={codeLabel} />
          </blockquote>
        );
      case "code": {
        const code = token as Tokens.Code;
        const language = code.lang as CodeLanguage;
        return (
          <div
            key={i}
            role="region"
            aria-label={codeLabel(language)}
            tabIndex={0}
            className="overflow-x-auto rounded-card bg-ink-950 p-4 text-sm leading-6 text-ink-100"
          >
            <pre>
              <code dangerouslySetInnerHTML={{ __html: highlight(code.text, language) }} />
            </pre>
          </div>
        );
      }
      case "table": {
        const table = token as Tokens.Table;
        return (
          <div
            key={i}
            role="region"
            aria-label={table.header.map((cell) => cell.text).join(", ")}
            tabIndex={0}
            className="overflow-x-auto"
          >
            <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
              <thead>
                <tr>
                  {table.header.map((cell, j) => (
                    <th
                      key={j}
                      scope="col"
                      className="border-b-2 border-line px-3 py-2 font-semibold text-ink-900"
                    >
                      <Inline tokens={cell.tokens} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, j) => (
                      <td key={j} className="border-b border-line px-3 py-2 align-top">
                        <Inline tokens={cell.tokens} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }
      default:
        return <Inline key={i} tokens={[token]} />;
    }
  });
}

/**
 * A checked Markdown body (src/content/markdown.ts) as the site's own elements, on the server: no
 * HTML from the file reaches the page, links follow the site's link rule, and code arrives already
 * highlighted.
 */
export async function Markdown({
  tokens,
  headings = [],
  className = "",
}: {
  tokens: readonly Token[];
  headings?: readonly Heading[];
  className?: string;
}) {
  const t = await getTranslations("resources.article");
  const headingTokens = tokens.filter((token) => token.type === "heading");
  const ids = new Map(headingTokens.map((token, i) => [token, headings[i]?.id ?? ""]));
  return (
    <div className={`space-y-5 text-base leading-7 text-text ${className}`}>
      <Blocks
        tokens={tokens}
        ids={ids}
        codeLabel={(language) => t("code", { language, name: LANGUAGE_NAMES[language] })}
      />
    </div>
  );
}
