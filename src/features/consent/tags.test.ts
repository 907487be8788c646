// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { configureTags, groupHasTags, loadTags } from "./tags";

const scripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>("script[data-tag]")].map((s) => s.dataset.tag);

afterEach(() => {
  document.head.innerHTML = "";
});

describe("tags", () => {
  it("load only the tags of granted groups, each once, the tag manager after its start event", () => {
    const w = window as Window & { dataLayer?: unknown[] };
    w.dataLayer = [];
    configureTags([
      { name: "tag-manager", group: "C0002", src: "https://tags.test/gtm.js?id=GTM-1" },
      { name: "marketing-tracker", group: "C0004", src: "https://tags.test/t.js" },
    ]);
    loadTags(["C0001"]);
    expect(scripts()).toEqual([]);
    loadTags(["C0001", "C0002"]);
    loadTags(["C0001", "C0002"]);
    expect(scripts()).toEqual(["tag-manager"]);
    expect(w.dataLayer).toEqual([expect.objectContaining({ event: "gtm.js" })]);
    loadTags(["C0001", "C0002", "C0004"]);
    expect(scripts()).toEqual(["tag-manager", "marketing-tracker"]);
    expect(document.querySelector<HTMLScriptElement>('[data-tag="marketing-tracker"]')!.src).toBe(
      "https://tags.test/t.js",
    );
  });

  it("know which groups have tags (revoking one reloads the page)", () => {
    configureTags([{ name: "custom-1", group: "C0003", src: "https://tags.test/c.js" }]);
    expect(groupHasTags("C0003")).toBe(true);
    expect(groupHasTags("C0002")).toBe(false);
  });
});
