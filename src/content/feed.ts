import type { ContentDoc } from "./docs";

/** Text made safe for XML content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

/** A frontmatter day as RFC 822, as RSS 2.0 dates are written: "Tue, 17 Nov 2026 00:00:00 GMT". */
export function rfc822(day: string): string {
  return new Date(`${day}T00:00:00Z`).toUTCString();
}

export interface FeedInput {
  title: string;
  description: string;
  /** The blog's address and the feed's own, absolute. */
  link: string;
  self: string;
  language: string;
  posts: readonly { doc: ContentDoc; url: string; author: string; categories: readonly string[] }[];
}

/** The blog as an RSS 2.0 feed, newest post first (issue 27). */
export function rssFeed({ title, description, link, self, language, posts }: FeedInput): string {
  const latest = posts
    .map(({ doc }) => doc.meta.updated ?? doc.meta.published)
    .sort()
    .at(-1);
  const items = posts.map(
    ({ doc, url, author, categories }) => `    <item>
      <title>${escapeXml(doc.meta.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid isPermaLink="true">${escapeXml(url)}</guid>
      <pubDate>${rfc822(doc.meta.published)}</pubDate>
      <dc:creator>${escapeXml(author)}</dc:creator>
${categories.map((category) => `      <category>${escapeXml(category)}</category>`).join("\n")}
      <description>${escapeXml(doc.meta.description)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(link)}</link>
    <description>${escapeXml(description)}</description>
    <language>${language}</language>
${latest ? `    <lastBuildDate>${rfc822(latest)}</lastBuildDate>\n` : ""}    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}
