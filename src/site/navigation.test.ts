import { describe, expect, it } from "vitest";
import { footerColumns, headerMenus, navLinks, opensInNewTab } from "./navigation";

describe("navigation data", () => {
  it("opens the partner sign-in, which is external, in a new tab and site pages in the same", () => {
    expect(opensInNewTab(navLinks.partnerSignIn)).toBe(true);
    expect(opensInNewTab(navLinks.about)).toBe(false);
  });

  it("has the spec's menus in order, with the spec's tabs", () => {
    expect(headerMenus.map((m) => m.id)).toEqual([
      "platform",
      "ai",
      "solutions",
      "stories",
      "partners",
      "resources",
      "company",
    ]);
    const tabs = (id: string) => {
      const menu = headerMenus.find((m) => m.id === id);
      return menu && "tabs" in menu ? menu.tabs.map((t) => t.id) : [];
    };
    expect(tabs("platform")).toEqual(["products", "capabilities", "channels"]);
    expect(tabs("solutions")).toEqual(["industry", "role"]);
    expect(tabs("ai")).toEqual([]);
  });

  it("has the footer's Company and Resources link tabs, some in two columns", () => {
    const types = Object.fromEntries(footerColumns.map((c) => [c.id, c.type]));
    expect(types.company).toBe("single");
    expect(types.resources).toBe("two-column");
  });
});
