// @vitest-environment jsdom
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createFaqSearch } from "@/features/chat/faq-search";
import { locales } from "@/i18n/routing";
import { blogPosts, pageCount, POSTS_PER_PAGE, postsOnPage, relatedPosts, usedTags } from "./blog";
import { allDocs, docsOf, linkProblem, MIN_GUIDE_WORDS, MIN_QUESTIONS, readDoc } from "./docs";
import { escapeXml, rfc822, rssFeed } from "./feed";
import { parseFrontmatter, splitFrontmatter } from "./frontmatter";
import { highlight } from "./highlight";
import { headings, linkTargets, parseMarkdown, plainText, questions, slugify } from "./markdown";
import { resourceEntries } from "./search-index";

const valid = {
  title: "A guide to WhatsApp templates",
  description:
    "What Meta checks in a template, which category fits which message, and how to avoid a rejection.",
  published: "2026-03-18",
  updated: "2026-10-02",
  author: "priya-nair",
  locale: "en",
  tags: ["whatsapp", "compliance"],
};

describe("frontmatter", () => {
  it("accepts a complete frontmatter, dates kept as written", () => {
    expect(parseFrontmatter(valid)).toEqual(valid);
    const { data, body } = splitFrontmatter("---\ntitle: x\npublished: 2026-03-18\n---\nBody");
    expect(data).toEqual({ title: "x", published: "2026-03-18" });
    expect(body).toBe("Body");
  });

  it.each([
    ["a missing title", { title: undefined }, /^title:/],
    ["a missing author", { author: undefined }, /^author:/],
    ["a missing date", { published: undefined }, /^published:/],
    ["an impossible date", { published: "2026-13-01" }, /^published:/],
    ["an update before publication", { updated: "2026-01-01" }, /^updated: not before published/],
    ["an unknown author", { author: "jane-doe" }, /^author: a team member's id/],
    ["an unknown locale", { locale: "fr" }, /^locale:/],
    ["an unknown tag", { tags: ["whatsapp", "crypto"] }, /^tags\.1:/],
    ["no tag", { tags: [] }, /^tags:/],
    ["a description too short for search results", { description: "Short." }, /^description:/],
    ["a field the schema does not know", { image: "/x.png" }, /unrecognized key/i],
  ])("rejects %s, naming the field", (_, change, message) => {
    expect(() => parseFrontmatter({ ...valid, ...change })).toThrow(message);
  });

  it("rejects a file without frontmatter", () => {
    expect(() => splitFrontmatter("# Title\n\nBody")).toThrow(/no frontmatter/);
  });
});

describe("Markdown", () => {
  it.each([
    ["raw HTML", "Text <b>bold</b>.", /html is not allowed/],
    ["an image", "![chart](/chart.png)", /image is not allowed/],
    ["a # title", "# Title", /only ## and ### headings/],
    ["a #### heading", "#### Deep", /only ## and ### headings/],
    ["a heading in a list", "- ## Item", /only ## and ### headings/],
    ["code without a language", "```\ncurl x\n```", /needs one of these languages/],
    ["an HTML entity", "AT&amp;T", /not an HTML entity/],
  ])("rejects %s", (_, body, message) => {
    expect(() => parseMarkdown(body)).toThrow(message);
  });

  it("reads text without markup, and gives headings unique ids in any script", () => {
    const tokens = parseMarkdown(
      "Read **this** [page](/pricing).\n\n## Costs\n\n- one\n- two\n\n## Costs\n\n## Как начать?\n\n| a | b |\n|---|---|\n| 1 | 2 |",
    );
    expect(plainText(tokens)).toBe("Read this page. Costs one two Costs Как начать? a b 1 2");
    expect(headings(tokens).map((h) => h.id)).toEqual(["costs", "costs-2", "как-начать"]);
    expect(slugify("What's the 24-hour window?")).toBe("what-s-the-24-hour-window");
  });

  it("splits an FAQ into questions and answers, and refuses anything else", () => {
    const faq = questions(parseMarkdown("## Why?\n\nBecause.\n\n## How?\n\n- a\n- b"));
    expect(faq.map((q) => [q.question, q.id, plainText(q.answer)])).toEqual([
      ["Why?", "why", "Because."],
      ["How?", "how", "a b"],
    ]);
    expect(() => questions(parseMarkdown("Intro.\n\n## Why?\n\nBecause."))).toThrow(/starts with its first/);
    expect(() => questions(parseMarkdown("## Why\n\nBecause."))).toThrow(/question mark/);
    expect(() => questions(parseMarkdown("## Why?\n\n## How?\n\nSo."))).toThrow(/no answer to: Why\?/);
    expect(() => questions(parseMarkdown("## Why?\n\nA.\n\n### Detail\n\nB."))).toThrow(/only ## questions/);
  });

  it("highlights code at build time, and escapes what it does not highlight", () => {
    expect(highlight('curl -X POST "https://x"', "bash")).toContain('<span class="hljs-string">');
    expect(highlight("<b>&</b>", "text")).toBe("&lt;b&gt;&amp;&lt;/b&gt;");
    expect(highlight("<script>", "html")).not.toContain("<script>");
  });
});

describe("a content file", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  const file = (name: string, meta: object, body: string) => {
    const target = path.join(dir, name);
    const yaml = Object.entries(meta)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join("\n");
    writeFileSync(target, `---\n${yaml}\n---\n${body}`);
    return target;
  };
  const faqBody = (n: number) =>
    Array.from({ length: n }, (_, i) => `## Question ${i + 1}?\n\nAnswer ${i + 1}.`).join("\n\n");

  it("fails with its own path and the problem", () => {
    const bad = file("bad.md", { ...valid, author: "nobody" }, "Text.");
    expect(() => readDoc("blog", "bad", "en", bad)).toThrow(/content-.*bad\.md: author:/);
  });

  it("is an FAQ page only with at least ten questions, and a guide only over 1,200 words", () => {
    expect(readDoc("faq", "ok", "en", file("ok.md", valid, faqBody(MIN_QUESTIONS))).questions).toHaveLength(
      10,
    );
    expect(() => readDoc("faq", "short", "en", file("short.md", valid, faqBody(9)))).toThrow(
      /9 questions; an FAQ page has at least 10/,
    );
    const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
    expect(readDoc("guides", "long", "en", file("long.md", valid, words(MIN_GUIDE_WORDS))).words).toBe(1200);
    expect(() => readDoc("guides", "thin", "en", file("thin.md", valid, words(1199)))).toThrow(/1199 words/);
  });

  it("must say the locale of the folder it is in", () => {
    expect(() => readDoc("faq", "x", "it", file("x.md", valid, faqBody(10)))).toThrow(
      /locale: en in the it folder/,
    );
  });

  it("links only to pages that exist, anchors that exist, and https addresses", () => {
    const doc = readDoc("blog", "links", "en", file("links.md", valid, "## Costs\n\nText."));
    const pages = new Set(["/pricing"]);
    expect(linkProblem("/pricing", doc, pages)).toBeUndefined();
    expect(linkProblem("/pricing#faq", doc, pages)).toBeUndefined();
    expect(linkProblem("#costs", doc, pages)).toBeUndefined();
    expect(linkProblem("https://developers.facebook.com/docs", doc, pages)).toBeUndefined();
    expect(linkProblem("/pricng", doc, pages)).toMatch(/no page at \/pricng/);
    expect(linkProblem("#prices", doc, pages)).toMatch(/no heading #prices/);
    expect(linkProblem("http://example.com", doc, pages)).toMatch(/https/);
    expect(linkProblem("pricing", doc, pages)).toMatch(/path of the site/);
  });
});

describe("the site's content", () => {
  it("has the FAQ hub and the spec's eight FAQ pages in every locale, each with ten questions or more", () => {
    const slugs = ["index", "whatsapp-faq", "rcs-faq", "sms-faq", "voice-api-faq", "integrations-faq"];
    const more = ["instagram-faqs", "telegram-faq", "viber-ip-messaging-faq"];
    for (const locale of locales) {
      const faq = docsOf("faq", locale);
      expect(faq.map((doc) => doc.slug).sort(), locale).toEqual([...slugs, ...more].sort());
      for (const doc of faq) expect(doc.questions.length, doc.file).toBeGreaterThanOrEqual(MIN_QUESTIONS);
    }
  });

  it("translates every FAQ question for question, and Gulf English reads the English", () => {
    const english = docsOf("faq", "en");
    for (const locale of locales)
      for (const doc of docsOf("faq", locale)) {
        const original = english.find((e) => e.slug === doc.slug)!;
        expect(doc.questions.length, doc.file).toBe(original.questions.length);
      }
    expect(docsOf("faq", "en-AE").map((doc) => doc.file)).toEqual(english.map((doc) => doc.file));
  });

  it("has the five guides of the issue, each over 1,200 words with a table of contents", () => {
    const guides = docsOf("guides", "en");
    expect(guides.map((doc) => doc.slug).sort()).toEqual(
      [
        "india-dlt-registration",
        "rcs-business-messaging",
        "whatsapp-business-api",
        "whatsapp-click-to-chat",
        "whatsapp-pricing",
      ].sort(),
    );
    // Each guide leads on to the site's page for it.
    const leadsTo = {
      "whatsapp-pricing": ["/pricing"],
      "whatsapp-click-to-chat": ["/free-whatsapp-qr-code-generator", "/whatsapp-chat-button-widget"],
      "india-dlt-registration": ["/dlt"],
      "whatsapp-business-api": ["/whatsapp-api"],
      "rcs-business-messaging": ["/rcs-api"],
    };
    for (const guide of guides) {
      const targets = linkTargets(guide.tokens).map((href) => href.split("#")[0]);
      expect(targets, guide.slug).toEqual(
        expect.arrayContaining(leadsTo[guide.slug as keyof typeof leadsTo]),
      );
      expect(guide.words, guide.slug).toBeGreaterThan(MIN_GUIDE_WORDS);
      expect(guide.headings.filter((h) => h.depth === 2).length, guide.slug).toBeGreaterThanOrEqual(4);
    }
  });

  it("has at least eight posts, newest first, none at an address the blog's own pages take", () => {
    const posts = blogPosts("en");
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const dates = posts.map((post) => post.meta.published);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts.map((post) => post.slug)).not.toContain("page");
    expect(posts.map((post) => post.slug)).not.toContain("tag");
    expect(allDocs().every((doc) => doc.meta.published <= new Date().toISOString().slice(0, 10))).toBe(true);
  });
});

describe("the blog's lists", () => {
  const posts = blogPosts("en");

  it("pages the list, the last page holding the rest", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(POSTS_PER_PAGE)).toBe(1);
    expect(pageCount(POSTS_PER_PAGE + 1)).toBe(2);
    const last = pageCount(posts.length);
    expect(postsOnPage(posts, 1)).toHaveLength(Math.min(POSTS_PER_PAGE, posts.length));
    expect(postsOnPage(posts, last).length).toBe(posts.length - (last - 1) * POSTS_PER_PAGE);
    expect(postsOnPage(posts, last + 1)).toEqual([]);
  });

  it("relates posts that share a topic, most shared first, never the post itself", () => {
    for (const post of posts) {
      const related = relatedPosts(post, posts);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related).not.toContain(post);
      const shared = related.map(
        (other) => other.meta.tags.filter((tag) => post.meta.tags.includes(tag)).length,
      );
      expect(shared.every((n) => n > 0)).toBe(true);
      expect(shared).toEqual([...shared].sort((a, b) => b - a));
    }
  });

  it("gives a topic page only to topics a post carries", () => {
    const tags = usedTags(posts);
    for (const tag of tags) expect(posts.some((post) => post.meta.tags.includes(tag))).toBe(true);
  });

  it("writes RSS 2.0 with every post, its date, and text made safe for XML", () => {
    const [post] = posts;
    const xml = rssFeed({
      title: "Blog & news",
      description: "d",
      link: "https://x.test/blog",
      self: "https://x.test/blog/rss.xml",
      language: "en",
      posts: [
        { doc: post!, url: "https://x.test/blog/a?b=1&c=2", author: "A <B>", categories: ["WhatsApp"] },
      ],
    });
    expect(xml).toContain("<title>Blog &amp; news</title>");
    expect(xml).toContain("<link>https://x.test/blog/a?b=1&amp;c=2</link>");
    expect(xml).toContain(`<pubDate>${rfc822(post!.meta.published)}</pubDate>`);
    expect(xml).toContain("<dc:creator>A &lt;B&gt;</dc:creator>");
    expect(rfc822("2026-11-17")).toBe("Tue, 17 Nov 2026 00:00:00 GMT");
    expect(escapeXml(`"'`)).toBe("&quot;&apos;");
  });
});

describe("the resources' search index", () => {
  it("finds a guide by a word from its body, at the section that holds it", () => {
    const search = createFaqSearch(resourceEntries("en"));
    const [hit] = search.search("glossy menu QR code", 1);
    expect(hit!.entry.href).toBe("/resources/guide/whatsapp-click-to-chat");
    expect(hit!.entry.kind).toBe("guides");
    const [window] = search.search("human agent tag seven days", 1);
    expect(window!.entry.href).toMatch(/^\/resources\/faq\/instagram-faqs#/);
  });

  it("searches a locale's own FAQ text, and the English guides and posts it links", () => {
    const entries = resourceEntries("ru");
    expect(entries.filter((e) => e.kind === "faq").every((e) => /[а-я]/i.test(e.question))).toBe(true);
    expect(entries.some((e) => e.kind === "guides")).toBe(true);
    const [hit] = createFaqSearch(entries).search("шаблон", 1);
    expect(hit!.entry.kind).toBe("faq");
  });
});
