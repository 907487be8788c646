import { describe, expect, it } from "vitest";
import { notFoundSuggestions } from "./not-found-suggestions";
import { findRoute } from "./routes";

describe("not-found suggestions", () => {
  it("offer at most four pages, all live: never another not-found page", () => {
    expect(notFoundSuggestions.length).toBeGreaterThan(0);
    expect(notFoundSuggestions.length).toBeLessThanOrEqual(4);
    for (const { href } of notFoundSuggestions) {
      expect(findRoute(href), href).toBeDefined();
    }
  });

  it("offer prices first, then the platform, the demo and the QR tool", () => {
    expect(notFoundSuggestions.map((s) => s.id)).toEqual(["pricing", "platform", "demo", "qr"]);
  });
});
