// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadMessages } from "@/i18n/messages";
import { locales } from "@/i18n/routing";
import { CallFlowMockup } from "./call-flow-mockup";
import { productTour, tourStops } from "./product-tour";

const dir = "src/components/mockups";

describe("product mock-up kit", () => {
  it("is server-only: no client component, no client import", () => {
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"))) {
      const source = readFileSync(join(dir, file), "utf8");
      expect(source, file).not.toMatch(/["']use client["']/);
      expect(source, file).not.toMatch(/from ["'][^"']*\.client["']/);
      expect(source, file).not.toMatch(/\buse(State|Effect|Ref|Context)\b/);
    }
  });

  it.each(locales)(
    "%s: every mock-up is a described picture drawing its text in that language",
    async (locale) => {
      const { mockups } = await loadMessages(locale);
      const tabs = productTour(() => ({ title: "", desc: "", list: [] }), mockups);
      expect(tabs.map((tab) => tab.name)).toEqual([...tourStops]);
      const { container } = render(<>{tabs.map((tab) => tab.visual)}</>);

      const labels = [
        mockups.inbox,
        mockups.builder,
        mockups.campaign,
        mockups.templates,
        mockups.assist,
        mockups.analytics,
      ].map((text) => text.label);
      expect(screen.getAllByRole("img").map((img) => img.getAttribute("aria-label"))).toEqual(labels);
      // The drawn text is this locale's.
      for (const text of [
        mockups.inbox.messages.agent,
        mockups.inbox.handover,
        mockups.builder.nodes.handover.text,
        mockups.campaign.templateText,
        mockups.templates.statuses.review,
        mockups.assist.reply,
        mockups.analytics.chart,
      ])
        expect(container.textContent).toContain(text);
    },
  );

  it("lays out by its own width (container queries), not the viewport's", async () => {
    const { mockups } = await loadMessages("en");
    render(<>{productTour(() => ({ title: "", desc: "", list: [] }), mockups).map((tab) => tab.visual)}</>);
    for (const img of screen.getAllByRole("img")) {
      expect(img.className).toContain("@container");
      expect(img.innerHTML).not.toMatch(/[\s"](sm|md|lg|xl|2xl):/);
    }
  });

  it.each(locales)(
    "%s: the voice call flow draws the menu, the key pressed and the call's path",
    async (locale) => {
      const { flow } = (await loadMessages(locale)).voiceApi;
      render(<CallFlowMockup text={flow} />);
      const picture = screen.getByRole("img", { name: flow.label });
      expect(picture.textContent).toContain(flow.greeting);
      for (const text of [flow.agent, flow.handover, flow.pulses, flow.live])
        expect(picture.textContent).toContain(text);
      const [chosen, ...others] = flow.options;
      // The first option is the one the caller pressed: highlighted in the menu and first on the path.
      const rows = [...picture.querySelectorAll("li")].filter((li) =>
        flow.options.some((o) => li.textContent === `${o.key}${o.label}`),
      );
      expect(rows.map((li) => li.className.includes("bg-signal-100"))).toEqual([
        true,
        ...others.map(() => false),
      ]);
      expect(picture.textContent).toContain(`${chosen!.key} · ${chosen!.label}`);
    },
  );
});
