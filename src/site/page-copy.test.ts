import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { named, withIcons } = await import("./page-copy");

describe("page copy helpers", () => {
  it("lists items in the order of their icons, each with its id and icon", () => {
    const items = { b: { title: "B" }, a: { title: "A" } };
    expect(withIcons(items, { a: "icon-a", b: "icon-b" })).toEqual([
      { id: "a", title: "A", icon: "icon-a" },
      { id: "b", title: "B", icon: "icon-b" },
    ]);
  });

  it("lists keyed entries in the copy's order, named by their key", () => {
    expect(named({ marketing: { title: "Marketing" }, utility: { title: "Utility" } })).toEqual([
      { name: "marketing", title: "Marketing" },
      { name: "utility", title: "Utility" },
    ]);
  });
});
