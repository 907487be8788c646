// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LeadDialogProvider } from "@/components/forms/lead-dialog-provider.client";
import { TestLocale } from "@/test/test-locale";
import {
  CONTACT_SALES_POSITION,
  INTEGRATION_SUITE_ID,
  IntegrationSuite,
  integrationCtaLink,
  type IntegrationSuiteProps,
} from "./integration-suite";
import { integrationSuiteSample as sample } from "./integration-suite.sample";

const nav = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname }));
// The lead popup loads lazily; here it is a stub dialog that shows which form and position opened it.
vi.mock("next/dynamic", () => ({
  default: () =>
    function LeadDialogStub({ form, position }: { form: string; position: string }) {
      return <div role="dialog" aria-label={`${form} form`} data-position={position} />;
    },
}));

beforeEach(() => {
  nav.pathname = "/";
});

const ui = (props: Partial<IntegrationSuiteProps> = {}) => (
  <TestLocale locale="it">
    <LeadDialogProvider config={{} as never} texts={{} as never}>
      <IntegrationSuite {...sample} {...props} />
    </LeadDialogProvider>
  </TestLocale>
);
const tab = (name: string) => screen.getByRole("tab", { name });
const link = (name: string) => screen.getByRole("link", { name });

describe("integrationCtaLink", () => {
  it("opens every link CTA in a new tab", () => {
    expect(integrationCtaLink({ kind: "link", label: "Docs", href: "/integrations" })).toEqual({
      href: "/integrations",
      target: "_blank",
      rel: "noopener",
    });
  });
});

describe("IntegrationSuite", () => {
  it("is one section anchored at #integrationSuite, named by its heading", () => {
    render(ui());
    const section = screen.getByRole("region", { name: sample.title });
    expect(section.id).toBe("integrationSuite");
    expect(INTEGRATION_SUITE_ID).toBe("integrationSuite");
    expect(screen.getByRole("heading", { level: 2, name: sample.title })).toHaveAttribute(
      "id",
      "integrationSuite-title",
    );
  });

  it("has a tab per category and shows the first category's integrations", () => {
    render(ui());
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(
      sample.categories.map((c) => c.title),
    );
    const first = sample.categories[0]!;
    expect(tab(first.title)).toHaveAttribute("aria-selected", "true");
    const panel = screen.getByRole("tabpanel");
    expect(
      within(panel)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(first.integrations.map((i) => i.name));
    expect(panel).toHaveTextContent(first.integrations[0]!.text);
  });

  it("switches category on click and with the arrow keys, and resets on a route change", async () => {
    vi.useFakeTimers();
    try {
      const view = render(ui());
      const [crm, ecommerce, , developer] = sample.categories;
      fireEvent.mouseDown(tab(developer!.title), { button: 0 });
      expect(screen.getByRole("tabpanel")).toHaveTextContent(developer!.integrations[0]!.text);
      tab(crm!.title).focus();
      fireEvent.keyDown(tab(crm!.title), { key: "ArrowRight" });
      await vi.runAllTimersAsync();
      expect(tab(ecommerce!.title)).toHaveAttribute("aria-selected", "true");
      nav.pathname = "/it/integrations";
      view.rerender(ui());
      expect(tab(crm!.title)).toHaveAttribute("aria-selected", "true");
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens the demo popup in the page from Contact Sales, other CTAs in a new tab", () => {
    render(ui());
    expect(screen.queryByRole("link", { name: "Contact sales" })).toBeNull();
    const contact = screen.getByRole("button", { name: "Contact sales" });
    expect(contact).toHaveAttribute("aria-haspopup", "dialog");
    expect(contact).toHaveAttribute("type", "button");
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(contact);
    expect(screen.getByRole("dialog", { name: "demo form" })).toHaveAttribute(
      "data-position",
      CONTACT_SALES_POSITION,
    );
    const browse = link("Browse all integrations");
    expect(browse).toHaveAttribute("href", "/it/integrations");
    expect(browse).toHaveAttribute("target", "_blank");
    expect(browse).toHaveAttribute("rel", "noopener");
  });

  it("opens a category's docs link in a new tab, also on the own domain", () => {
    render(
      ui({
        categories: [
          {
            name: "developer",
            title: "Developer tools",
            integrations: [{ name: "REST API", text: "One API" }],
            cta: { kind: "link", label: "API docs", href: "https://docs.orbitalk.com/api" },
          },
          {
            name: "partners",
            title: "Partners",
            integrations: [{ name: "Shopify", text: "Connect Shopify" }],
            cta: { kind: "link", label: "Partner portal", href: "https://partners.example.org" },
          },
        ],
      }),
    );
    expect(link("API docs")).toHaveAttribute("target", "_blank");
    expect(link("API docs")).toHaveAttribute("rel", "noopener");
    expect(link("API docs")).toHaveAttribute("href", "https://docs.orbitalk.com/api");
    fireEvent.mouseDown(tab("Partners"), { button: 0 });
    expect(link("Partner portal")).toHaveAttribute("target", "_blank");
    expect(link("Partner portal")).toHaveAttribute("rel", "noopener");
  });

  it("tells the popup which page's Contact Sales opened it", () => {
    render(
      ui({
        ctas: [{ kind: "contactSales", label: "Contact sales", position: "integrations-contact-sales" }],
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Contact sales" }));
    expect(screen.getByRole("dialog", { name: "demo form" })).toHaveAttribute(
      "data-position",
      "integrations-contact-sales",
    );
  });
});

describe("integration-suite sample", () => {
  it("names third-party products only as something to connect", () => {
    const named = [
      "Salesforce",
      "HubSpot",
      "Zoho CRM",
      "Shopify",
      "WooCommerce",
      "Magento",
      "Zendesk",
      "Freshdesk",
      "Intercom",
    ];
    const all = sample.categories.flatMap((c) => c.integrations);
    for (const product of named) {
      const card = all.find((i) => i.name === product);
      expect(card?.text, product).toMatch(new RegExp(`^Connect ${product} `));
    }
    const text = JSON.stringify(sample).toLowerCase();
    expect(text).not.toMatch(/partner(ship)? with|official|certified|endorsed/);
    expect(new Set(sample.categories.map((c) => c.name)).size).toBe(sample.categories.length);
  });
});
