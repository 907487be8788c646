import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { namespaces } from "@/i18n/messages";
import { routes } from "@/site/routes";
import { faqEntries } from "./faq-index";
import { createFaqSearch, stem, terms, type FaqEntry } from "./faq-search";

/** The real index: every FAQ of the English pages. */
const messages = Object.fromEntries(
  namespaces.map((ns) => [ns, JSON.parse(readFileSync(`messages/en/${ns}.json`, "utf8")) as unknown]),
);
const entries = faqEntries(routes, messages, "Home");
const faq = createFaqSearch(entries);

describe("faqEntries", () => {
  it("takes every FAQ of the English pages, linked to its page by name", () => {
    expect(entries.length).toBeGreaterThanOrEqual(100);
    expect(entries).toContainEqual(
      expect.objectContaining({
        question: "What is a pulse, and why 6 seconds?",
        href: "/voice-api",
        page: "Voice API",
      }),
    );
    expect(entries.find((e) => e.href === "/")?.page).toBe("Home");
  });
});

describe("terms", () => {
  it("keeps the meaningful words, stemmed, without stop words or accents", () => {
    expect(terms("How much do the Templates cost?")).toEqual(["much", "templat", "pric"]);
    expect(terms("Café pricing")).toEqual(["caf", "pric"]);
    expect(stem("templating")).toBe(stem("templates"));
    expect(stem("messages")).toBe(stem("messaging"));
    expect(stem("shipping")).toBe("ship");
  });
});

describe("the first-party chat's answers", () => {
  const answerTo = (question: string) => faq.answer(question)?.question;

  it("finds the entry that answers a question asked in other words", () => {
    expect(answerTo("Can we keep our number when we move to WhatsApp?")).toBe(
      "Can we keep the phone number we use today?",
    );
    expect(answerTo("can i keep my existing numbers for calls")).toBe(
      "Can I keep my existing phone numbers?",
    );
    expect(answerTo("what is a pulse")).toBe("What is a pulse, and why 6 seconds?");
    expect(answerTo("Do you mark up Meta rates")).toBe("Do you mark up Meta's rates?");
    expect(answerTo("RCS on iPhone")).toBe("What happens when I message someone on an iPhone?");
    expect(answerTo("is call recording legal in my country")).toBe("Is call recording legal?");
    expect(answerTo("do you integrate with salesforce")).toBe("Which CRMs can we connect?");
    expect(answerTo("how long does template approval take")).toBe("How long does approval take?");
  });

  it("ranks several hits, best first", () => {
    const hits = faq.search("WhatsApp template rejected", 3);
    expect(hits[0]?.entry.question).toBe("What happens if Meta rejects a template?");
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
  });

  it("says it has no answer rather than give an unrelated one", () => {
    expect(faq.answer("What's the weather in Paris tomorrow?")).toBeNull();
    expect(faq.answer("whatsapp football scores")).toBeNull();
    // "demo" is only deep in an answer about call quality: not what that entry is about.
    expect(faq.answer("I want a demo")).toBeNull();
    expect(faq.answer("the")).toBeNull();
    expect(faq.answer("")).toBeNull();
  });

  it("works on any list of entries", () => {
    const own: FaqEntry[] = [{ question: "Do you ship to Mars?", answer: "No.", href: "/", page: "Home" }];
    expect(createFaqSearch(own).answer("shipping to mars")?.answer).toBe("No.");
    expect(createFaqSearch([]).answer("anything")).toBeNull();
  });
});
