import { describe, expect, it } from "vitest";
import { footerColumns, headerMenus, navLinks, opensInNewTab } from "./navigation";

describe("navigation data", () => {
  it("opens the partner sign-in in a new tab only when it is absolute", () => {
    expect(opensInNewTab(navLinks.partnerSignIn, "https://partners.orbitalk.com/login")).toBe(true);
    expect(opensInNewTab(navLinks.partnerSignIn, "/partner/login")).toBe(false);
    expect(opensInNewTab(navLinks.about, "/company")).toBe(false);
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
