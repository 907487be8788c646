// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProfileMockup } from "@/components/mockups/profile-mockup";
import { loadMessages } from "@/i18n/messages";
import { locales } from "@/i18n/routing";
import { diagramNodes, profileTexts } from "./profile-copy";

describe("personalize hero: the profile and the message it produced", () => {
  it.each(locales)(
    "%s: the values filled in from the profile are highlighted, no markup shows",
    async (locale) => {
      const { profile } = (await loadMessages(locale)).personalize;
      render(<ProfileMockup text={profileTexts(profile)} />);
      const picture = screen.getByRole("img", { name: profile.label });
      const filled = [...profile.message.matchAll(/<v>(.*?)<\/v>/g)].map((m) => m[1]);
      expect(filled.length).toBeGreaterThan(0);
      expect([...picture.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(filled);
      expect(picture.textContent).not.toMatch(/<\/?v>/);
      // The customer in the message is the one on the card, with her segments and latest event.
      expect(picture.textContent).toContain(profile.name);
      for (const text of [...profile.segments, profile.events[0]!.text, profile.shared])
        expect(picture.textContent).toContain(text);
    },
  );

  it("shows consent per channel: WhatsApp and RCS given, SMS not", async () => {
    const { profile } = (await loadMessages("en")).personalize;
    expect(profileTexts(profile).consents.map((c) => [c.channel, c.granted])).toEqual([
      ["whatsapp", true],
      ["rcs", true],
      ["sms", false],
    ]);
  });

  it("feeds the diagram every source in the copy, each with an icon", async () => {
    const { customer } = (await loadMessages("en")).personalize;
    const nodes = diagramNodes(customer.nodes);
    expect(nodes.map((n) => n.id).sort()).toEqual(Object.keys(customer.nodes).sort());
    for (const node of nodes) expect(node.icon).toBeTruthy();
  });
});
