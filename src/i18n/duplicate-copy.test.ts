import { describe, expect, it } from "vitest";
import { allDocs } from "@/content/docs";
import { routes } from "@/site/routes";
import { loadMessages, type Messages } from "./messages";
import { locales } from "./routing";

/** Every string of a message tree, with its key path. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, v]) => strings(v, `${path}.${key}`));
  return [];
}

const words = (text: string) => text.trim().split(/\s+/).length;

/** A page is not another page with a name swapped: no paragraph over 20 words appears on two pages. */
describe("page copy", () => {
  const pageNamespaces = [...new Set(routes.map((r) => r.namespace))];

  it.each(locales)("%s: no two pages share a paragraph longer than 20 words", async (locale) => {
    const messages = await loadMessages(locale);
    const firstSeen = new Map<string, string>();
    const shared: string[] = [];
    for (const ns of pageNamespaces)
      for (const [path, text] of strings(messages[ns as keyof Messages], ns)) {
        if (words(text) <= 20) continue;
        const key = text.replace(/\s+/g, " ").trim();
        const other = firstSeen.get(key);
        if (other && other.split(".")[0] !== ns) shared.push(`${other} = ${path}`);
        else firstSeen.set(key, path);
      }
    expect(shared).toEqual([]);
  });
});

/** Search engines tell pages apart by their title and description: no two pages share either. */
describe("page metadata", () => {
  it.each(locales)("%s: every page has its own title and description", async (locale) => {
    const messages = await loadMessages(locale);
    for (const field of ["title", "description"] as const) {
      // A page of `content/` takes its title and description from its file (list pages from theirs).
      const values = [
        ...routes
          .filter((r) => !r.content)
          .map(
            (r) => (messages[r.namespace as keyof Messages] as { meta: Record<string, string> }).meta[field],
          ),
        ...allDocs()
          .filter((doc) => doc.locale === locale)
          .map((doc) => doc.meta[field]),
      ];
      expect(
        values.filter((v, i) => values.indexOf(v) !== i),
        field,
      ).toEqual([]);
    }
  });
});
