// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LeadBanner } from "./lead-banner";

describe("LeadBanner", () => {
  it("is the section anchored at #banner, named by its title, holding the form", () => {
    render(
      <LeadBanner
        title="Get a demo"
        lead="We call you back."
        points={["One", "Two"]}
        form={<form aria-label="Demo" />}
      />,
    );
    const section = screen.getByRole("region", { name: "Get a demo" });
    expect(section).toHaveAttribute("id", "banner");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("form", { name: "Demo" })).toBeInTheDocument();
  });
});
