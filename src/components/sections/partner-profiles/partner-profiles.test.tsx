// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { TestLocale } from "@/test/test-locale";
import { partners } from "@/data/partners";
import { PartnerProfiles, type PartnerProfilesProps } from "./partner-profiles";
import { partnerProfilesSample } from "./partner-profiles.sample";

const nav = vi.hoisted(() => ({ pathname: "/partners" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname }));

beforeEach(() => {
  nav.pathname = "/partners";
});

const ui = (props: Partial<PartnerProfilesProps> = {}) => (
  <TestLocale locale="en">
    <PartnerProfiles {...partnerProfilesSample} {...props} />
  </TestLocale>
);

const filters = () => screen.getByRole("group", { name: "Filter partners by type" });
const chip = (name: string) => within(filters()).getByRole("button", { name });
/** Names of the partners in view: hidden cards have no accessible headings. */
const visible = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);
const cardOf = (name: string) => screen.getByRole("heading", { level: 3, name, hidden: true }).closest("li")!;
const status = () => screen.getByRole("status");

describe("PartnerProfiles", () => {
  it("is one titled section with a card per partner", () => {
    render(ui());
    expect(screen.getAllByRole("region")).toHaveLength(1);
    const section = screen.getByRole("region", { name: "Find a partner" });
    expect(section).toHaveAttribute("id", "directory");
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent("Find a partner");
    expect(visible()).toEqual(partners.map((p) => p.name));
    expect(within(section).getAllByRole("listitem")).toHaveLength(partners.length);
  });

  it("shows each partner's logo, country, type and what they do", () => {
    const { container } = render(ui());
    const card = cardOf("Ramlora Telecom");
    expect(card).toHaveTextContent("United Arab Emirates");
    expect(card).toHaveTextContent("Telecom reseller");
    expect(card).toHaveTextContent("Sells Orbitalk together with business connectivity");
    // The name is printed beside the logo, so the logo is decoration for assistive technology.
    const logo = container.querySelector('img[src="/logos/partners/ramlora.svg"]')!;
    expect(card).toContainElement(logo as HTMLElement);
    expect(logo).toHaveAttribute("alt", "");
    expect(logo).toHaveAttribute("width", "111");
    expect(logo).toHaveAttribute("height", "40");
    expect(within(card).queryByRole("link")).not.toBeInTheDocument();
    // Without a website, the card still leads somewhere: an introduction through our team.
    expect(
      within(card).getByRole("button", { name: "Request an introduction: Ramlora Telecom" }),
    ).toBeVisible();
  });

  it("offers one toggle per type that has partners, with All pressed first", () => {
    render(ui());
    const buttons = within(filters()).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual([
      "All",
      "Integrators",
      "Consultancies",
      "Technology partners",
      "Resellers",
    ]);
    for (const b of buttons) {
      expect(b).toHaveAttribute("type", "button");
      expect(b).toHaveAttribute("aria-controls", "directory-list");
      expect(b).toHaveAttribute("aria-pressed", String(b.textContent === "All"));
    }
    expect(document.getElementById("directory-list")?.tagName).toBe("UL");

    render(ui({ partners: partnerProfilesSample.partners.filter((p) => p.type !== "consultancy") }));
    expect(screen.getAllByRole("group", { name: "Filter partners by type" })[1]).not.toHaveTextContent(
      "Consultancies",
    );
  });

  it("narrows the list to one type, announces the count and shows everyone again on All", () => {
    render(ui());
    expect(status()).toBeEmptyDOMElement();

    fireEvent.click(chip("Resellers"));
    expect(visible()).toEqual(["Ramlora Telecom", "Araucom"]);
    expect(chip("Resellers")).toHaveAttribute("aria-pressed", "true");
    expect(chip("All")).toHaveAttribute("aria-pressed", "false");
    expect(status()).toHaveTextContent("2 partners shown");
    // Hidden, not removed: every partner stays in the HTML.
    expect(cardOf("Tarangit Systems")).not.toBeVisible();

    fireEvent.click(chip("Integrators"));
    expect(visible()).toEqual(["Tarangit Systems", "Veletia Sistemas", "Fenlow Digital"]);
    expect(status()).toHaveTextContent("3 partners shown");

    fireEvent.click(chip("All"));
    expect(visible()).toHaveLength(partners.length);
    expect(status()).toHaveTextContent(`${partners.length} partners shown`);
  });

  it("starts over with every partner when the route changes", () => {
    const { rerender } = render(ui());
    fireEvent.click(chip("Consultancies"));
    expect(visible()).toEqual(["Jabutica CX", "Bussolia Consulting"]);

    nav.pathname = "/it/partners";
    rerender(ui());
    expect(visible()).toHaveLength(partners.length);
    expect(chip("All")).toHaveAttribute("aria-pressed", "true");
    expect(status()).toBeEmptyDOMElement();

    fireEvent.click(chip("Technology partners"));
    expect(visible()).toEqual(["Lekhora CRM", "Meltemsoft"]);
  });

  it("links a partner's name to its site when it has one, in a new tab", () => {
    const [first, ...rest] = partnerProfilesSample.partners;
    render(ui({ partners: [{ ...first!, website: "https://partner.example/" }, ...rest] }));
    const link = within(cardOf(first!.name)).getByRole("link", { name: first!.name });
    expect(link).toHaveAttribute("href", "https://partner.example/");
    expect(link).toHaveAttribute("target", "_blank");
  });
});
