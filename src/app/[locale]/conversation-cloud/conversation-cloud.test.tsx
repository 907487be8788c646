// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ConsoleMockup } from "@/components/mockups/console-mockup";
import { loadMessages } from "@/i18n/messages";
import { locales } from "@/i18n/routing";
import { explorePage, layerPages } from "./links";

describe("conversation cloud page", () => {
  it.each(locales)(
    "%s: the console is a described picture, in that language, with example figures",
    async (locale) => {
      const { console: text } = (await loadMessages(locale)).conversationCloud;
      render(<ConsoleMockup text={text} locale={locale} />);
      const picture = screen.getByRole("img", { name: text.label });
      expect(picture.className).toContain("@container");
      for (const label of [...Object.values(text.nav), ...Object.values(text.channels), text.listTitle])
        expect(picture.textContent).toContain(label);
      for (const c of text.conversations) expect(picture.textContent).toContain(c.preview);
      // Today's total is the sum of the bars, written the locale's way (3,184 in English).
      expect(picture.textContent).toContain(new Intl.NumberFormat(locale).format(3184));
      expect(picture.textContent).toContain(new Intl.NumberFormat(locale, { style: "percent" }).format(0.64));
    },
  );

  it.each(locales)(
    "%s: every 'go deeper' card and every layer but analytics leads to a page",
    async (locale) => {
      const { explore, layers } = (await loadMessages(locale)).conversationCloud;
      for (const tab of Object.values(explore.tabs))
        for (const card of Object.keys(tab.cards)) expect(explorePage(card)).toMatch(/^\/[a-z-]+$/);
      expect(Object.keys(layers.items).filter((id) => layerPages[id as keyof typeof layerPages])).toEqual(
        Object.keys(layers.items).filter((id) => id !== "analytics"),
      );
    },
  );
});
