// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StaticImage } from "./static-image";

describe("StaticImage", () => {
  it("loads lazily with its size set, so nothing shifts and no preload is hoisted", () => {
    render(<StaticImage src="/logos/quillon.svg" alt="Quillon" width={120} height={32} />);
    const img = screen.getByRole("img", { name: "Quillon" });
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("width", "120");
    expect(img).toHaveAttribute("height", "32");
  });
});
