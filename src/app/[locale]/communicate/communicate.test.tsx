// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RoutingMockup } from "@/components/mockups/routing-mockup";
import { loadMessages } from "@/i18n/messages";
import { locales } from "@/i18n/routing";

describe("/communicate", () => {
  it.each(locales)(
    "%s: the hero draws the journey in order, the delivering channel highlighted",
    async (locale) => {
      const { routing } = (await loadMessages(locale)).communicate;
      render(<RoutingMockup text={routing} />);
      const picture = screen.getByRole("img", { name: routing.label });
      expect(picture.className).toContain("@container");
      const steps = [...picture.querySelectorAll("ol")[0]!.children];
      expect(steps.map((li) => li.textContent)).toEqual(
        [routing.steps.whatsapp, routing.steps.rcs, routing.steps.sms].map(
          (s, i) => `${i + 1}${s.name}${s.status}${s.detail}`,
        ),
      );
      expect(steps.map((li) => li.className.includes("bg-signal-100"))).toEqual([false, true, false]);
      for (const text of [routing.message, routing.recipient, routing.summary])
        expect(picture.textContent).toContain(text);
    },
  );

  it.each(locales)(
    "%s: the delivery example is the message the hero routes, sent when RCS delivered it",
    async (locale) => {
      const { routing, messages } = (await loadMessages(locale)).communicate;
      const [first] = messages.tabs.delivery.messages;
      const order = routing.message.match(/LV.48213/)?.[0];
      expect(order).toBeDefined();
      expect(first!.text).toContain(order);
      expect(routing.steps.rcs.detail).toContain(first!.timestamp);
    },
  );
});
