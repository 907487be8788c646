// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PlainTextImage } from "./plain-text-image";
import { plainTextImageSample as sample } from "./plain-text-image.sample";
import { inEnglish } from "@/test/test-locale";

describe("PlainTextImage", () => {
  it("is one section named by its h2, with paragraphs, list, image and call to action", () => {
    render(<PlainTextImage {...sample} />, inEnglish);
    const section = screen.getByRole("region", { name: sample.title });
    expect(section).toHaveAttribute("id", "agent-handover");
    for (const p of sample.paragraphs) expect(within(section).getByText(p)).toBeInTheDocument();
    expect(within(section).getAllByRole("listitem")).toHaveLength(sample.list!.length);
    const img = within(section).getByRole("img", { name: sample.image.alt });
    expect(img).toHaveAttribute("width", "560");
    expect(img).toHaveAttribute("height", "420");
    expect(within(section).getByRole("link", { name: "Meet the AI agents" })).toHaveAttribute(
      "href",
      "/ai-agents",
    );
  });

  it("puts the image after the text, and first from 768 px when imagePosition is left", () => {
    const { rerender } = render(<PlainTextImage {...sample} imagePosition="right" />, inEnglish);
    const visual = () => screen.getByTestId("plain-text-image-visual");
    expect(visual().previousElementSibling).toContainElement(screen.getByRole("heading", { level: 2 }));
    expect(visual()).not.toHaveClass("md:order-first");
    rerender(<PlainTextImage {...sample} imagePosition="left" />);
    expect(visual()).toHaveClass("md:order-first");
    // The text stays first in the HTML, so phones and screen readers get the heading first.
    expect(visual().previousElementSibling).toContainElement(screen.getByRole("heading", { level: 2 }));
  });

  it("leaves out the list and the call to action when not given", () => {
    render(<PlainTextImage {...sample} list={undefined} cta={undefined} />, inEnglish);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
