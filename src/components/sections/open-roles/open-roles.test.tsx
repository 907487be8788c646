// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TestLocale } from "@/test/test-locale";
import { OpenRoles, type OpenRolesProps } from "./open-roles";

vi.mock("next/navigation", () => ({ usePathname: () => "/careers" }));

const props: OpenRolesProps = {
  id: "open-roles",
  title: "Open roles",
  lead: "Apply by email.",
  roles: [
    {
      id: "backend-engineer",
      title: "Senior Backend Engineer",
      team: "Engineering",
      location: "Bengaluru",
      mode: "Hybrid",
      applyHref: "mailto:careers@orbitalk.com?subject=Senior%20Backend%20Engineer",
    },
    {
      id: "developer-advocate",
      title: "Developer Advocate",
      team: "Developer Relations",
      location: "London",
      mode: "Remote",
      applyHref: "mailto:careers@orbitalk.com?subject=Developer%20Advocate",
    },
  ],
  labels: { apply: "Apply", team: "Team", location: "Location", mode: "Work mode", empty: "No open roles." },
};

const ui = (p: Partial<OpenRolesProps> = {}) => (
  <TestLocale locale="it">
    <OpenRoles {...props} {...p} />
  </TestLocale>
);

describe("OpenRoles", () => {
  it("is one titled section with a card per role", () => {
    render(ui());
    expect(screen.getByRole("region", { name: "Open roles" })).toHaveAttribute("id", "open-roles");
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Senior Backend Engineer",
      "Developer Advocate",
    ]);
  });

  it("names each fact of a role for screen readers", () => {
    render(ui());
    const card = screen.getByRole("heading", { name: "Developer Advocate" }).closest("li")!;
    const terms = within(card)
      .getAllByRole("term")
      .map((t) => t.textContent);
    const values = within(card)
      .getAllByRole("definition")
      .map((d) => d.textContent);
    expect(terms).toEqual(["Team", "Location", "Work mode"]);
    expect(values).toEqual(["Developer Relations", "London", "Remote"]);
  });

  it("links each role to its application by email, named after the role", () => {
    render(ui());
    const apply = screen.getByRole("link", { name: "Apply: Senior Backend Engineer" });
    expect(apply).toHaveAttribute("href", "mailto:careers@orbitalk.com?subject=Senior%20Backend%20Engineer");
    expect(apply).not.toHaveAttribute("target");
  });

  it("says so when no role is open", () => {
    render(ui({ roles: [] }));
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.getByText("No open roles.")).toBeInTheDocument();
  });
});
