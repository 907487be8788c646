import type { Page } from "@playwright/test";
import resourcesEn from "../messages/en/resources.json";
import resourcesRu from "../messages/ru/resources.json";
import { blogPosts, POSTS_PER_PAGE } from "../src/content/blog";
import { docsOf } from "../src/content/docs";
import { localizePath } from "../src/i18n/routing";
import { expect, readingTest as test } from "./fixtures";

// Issue 27: the FAQ hub and pages, the guides, the blog and its feed, and the search across them.
const posts = blogPosts("en");

async function jsonLd(page: Page, type: string) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  return blocks.find((block) => block["@type"] === type);
}

for (const locale of ["en", "ru"] as const) {
  const t = locale === "en" ? resourcesEn : resourcesRu;
  for (const doc of docsOf("faq", locale)) {
    test(`${localizePath(locale, doc.path)}: the FAQPage JSON-LD is the questions on the page`, async ({
      readerPage,
    }) => {
      // The visitor's browser speaks the page's language, so nothing steers them to another.
      const { page } = await readerPage(locale);
      await page.goto(localizePath(locale, doc.path));
      const questions = page.locator("#questions");
      await expect(questions.getByRole("heading", { level: 2 })).toHaveText(t.faq.questionsHeading);
      // Text, not innerText: a section far down the page is not laid out yet (content-visibility).
      const visible = (await questions.locator("summary").allTextContents()).map((text) =>
        text.replace(/\+$/, ""),
      );
      const faq = await jsonLd(page, "FAQPage");
      expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(visible);
      expect(visible.length).toBeGreaterThanOrEqual(10);
      // The first answer is open and its text is the JSON-LD's.
      const firstAnswer = (await questions.locator("details[open] > div").textContent())!;
      // (The answer's id is the question's address; see "a question has its own address".)
      const letters = (text: string) => text.replace(/\s+/g, "");
      expect(letters(faq.mainEntity[0].acceptedAnswer.text)).toBe(letters(firstAnswer));
    });
  }
}

test("a question has its own address: the link opens its answer", async ({ page }) => {
  const doc = docsOf("faq", "en").find((d) => d.slug === "whatsapp-faq")!;
  const question = doc.questions[3]!;
  await page.goto(`${doc.path}#${question.id}`);
  const item = page.locator(`details:has(#${question.id})`);
  await expect(item).toHaveAttribute("open", "");
  await expect(item.locator("summary")).toBeInViewport();
});

test("the RSS feed parses as XML, with every post, its link and its date", async ({ page }) => {
  await page.goto("/blog");
  const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  const href = (await feed.getAttribute("href"))!;
  const response = await page.request.get(new URL(href).pathname);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const items = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      if (doc.querySelector("parsererror")) return null;
      return [...doc.querySelectorAll("channel > item")].map((item) => ({
        title: item.querySelector("title")?.textContent,
        link: new URL(item.querySelector("link")?.textContent ?? "").pathname,
        date: new Date(item.querySelector("pubDate")?.textContent ?? "").toISOString().slice(0, 10),
      }));
    },
    await response.text(),
  );
  expect(items).toEqual(
    posts.map((post) => ({ title: post.meta.title, link: post.path, date: post.meta.published })),
  );
});

test("the blog lists six posts a page, newest first, and pages on to the rest", async ({ page }) => {
  await page.goto("/blog");
  const titles = () => page.getByRole("main").getByRole("listitem").getByRole("heading").allInnerTexts();
  expect(await titles()).toEqual(posts.slice(0, POSTS_PER_PAGE).map((post) => post.meta.title));
  const pages = page.getByRole("navigation", { name: resourcesEn.blog.pagination });
  await pages.getByRole("link", { name: resourcesEn.blog.older }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  expect(await titles()).toEqual(
    posts.slice(POSTS_PER_PAGE, 2 * POSTS_PER_PAGE).map((post) => post.meta.title),
  );
  await expect(pages.getByRole("link", { name: "Page 2 of 2" })).toHaveAttribute("aria-current", "page");
});

test("a topic lists exactly its posts, and a post leads to its topics and related posts", async ({
  page,
}) => {
  await page.goto("/blog");
  await page
    .getByRole("navigation", { name: resourcesEn.blog.topics })
    .getByRole("link", { name: "Voice" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Posts about Voice");
  const tagged = posts.filter((post) => post.meta.tags.includes("voice"));
  await expect(page.getByRole("main").getByRole("listitem").getByRole("heading")).toHaveText(
    tagged.map((post) => post.meta.title),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");

  await page.getByRole("link", { name: tagged[0]!.meta.title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tagged[0]!.meta.title);
  await expect(page.getByRole("list", { name: resourcesEn.article.tags }).getByRole("link")).toHaveCount(
    tagged[0]!.meta.tags.length,
  );
  const related = page.getByRole("region", { name: resourcesEn.blog.related });
  await expect(related.getByRole("heading", { level: 3 }).first()).toBeVisible();
  const article = await jsonLd(page, "Article");
  expect(article).toMatchObject({
    headline: tagged[0]!.meta.title,
    datePublished: tagged[0]!.meta.published,
  });
});

test("a guide's contents lead to its sections, and its code is highlighted and reachable by keyboard", async ({
  page,
}) => {
  const guide = docsOf("guides", "en").find((d) => d.slug === "whatsapp-click-to-chat")!;
  await page.goto(guide.path);
  const toc = page.getByRole("navigation", { name: resourcesEn.article.toc });
  const sections = guide.headings.filter((h) => h.depth === 2);
  await expect(toc.getByRole("link")).toHaveText(sections.map((h) => h.text));
  // A contents link lands its heading on the site's mark, 100 px below the top (SPEC §2).
  const last = sections.at(-1)!;
  const heading = page.getByRole("heading", { level: 2, name: last.text });
  await toc.getByRole("link", { name: last.text }).click();
  await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
  await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100);

  const code = page.getByRole("region", { name: "Code example in JavaScript" }).first();
  await expect(code.locator(".hljs-keyword").first()).toBeVisible();
  await code.focus();
  await expect(code).toBeFocused();
  expect((await jsonLd(page, "Article")).wordCount).toBe(guide.words);
});

test("search finds a guide by a word from its body, in the browser, and opens it", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await page.goto("/resources/faq");
  const search = page.getByRole("search", { name: resourcesEn.search.label });
  await search.getByRole("searchbox").fill("glossy");
  const status = page.getByRole("status").filter({ hasText: "glossy" });
  await expect(status).toHaveText(/1 result for “glossy”|\d+ results for “glossy”/);
  const guide = docsOf("guides", "en").find((d) => d.slug === "whatsapp-click-to-chat")!;
  const hit = search.getByRole("link", { name: guide.meta.title });
  await expect(hit).toHaveAttribute("href", guide.path);
  // One index file, fetched once; the query never leaves the browser.
  expect(requests.filter((p) => p.startsWith("/api/search/"))).toEqual(["/api/search/en"]);
  await search.getByRole("searchbox").fill("qxzvbn");
  await expect(page.getByRole("status").filter({ hasText: "qxzvbn" })).toContainText("Nothing found");
  await search.getByRole("searchbox").fill("glossy");
  await hit.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.meta.title);
});

test("the Russian FAQ search answers in Russian, from the Russian index", async ({ openPage }) => {
  const page = await openPage({ locale: "ru" });
  await page.goto("/ru/resources/faq");
  const search = page.getByRole("search", { name: resourcesRu.search.label });
  await search.getByRole("searchbox").fill("шаблон");
  const hits = search.getByRole("link");
  await expect(hits.first()).toBeVisible();
  const hrefs = await hits.evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  // Every hit in Russian, the FAQ pages' answers among them, each at its question.
  expect(hrefs.every((href) => href.startsWith("/ru"))).toBe(true);
  expect(hrefs.some((href) => /^\/ru\/resources\/faq\/[a-z-]+#/.test(href))).toBe(true);
});
