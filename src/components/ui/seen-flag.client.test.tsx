// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { observers } from "@/test/browser-fakes";
import { SeenFlag } from "./seen-flag.client";

describe("SeenFlag", () => {
  it("marks the parent once it has been on screen, and stops watching", () => {
    const { container } = render(
      <section>
        <SeenFlag />
      </section>,
    );
    // The fake observer reports elements as on screen as soon as they are observed.
    expect(container.querySelector("section")).toHaveAttribute("data-seen");
    expect(observers.size).toBe(0);
  });
});
