// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../../messages/en/leadForm.json";
import { HOSTED_FORM_READY_MS } from "./hosted-form.client";
import type { LeadFormTexts } from "./lead-form-types";
import type { LeadFormVariantProps } from "./lead-form-types";
import { LeadFormVariant } from "./lead-form-variant.client";

vi.mock("./lead-form.client", () => ({ LeadForm: () => <p>own form</p> }));

type CreateOptions = {
  portalId: string;
  formId: string;
  target: string;
  onFormReady(): void;
  onFormSubmitted(): void;
};
type VendorWindow = Window & { hbspt?: { forms: { create(o: CreateOptions): void } }; dataLayer?: unknown[] };
const vendor = window as VendorWindow;

let scriptCount = 0;
function props(overrides: Partial<LeadFormVariantProps> = {}): LeadFormVariantProps {
  return {
    form: "demo",
    position: "banner",
    locale: "en",
    texts: en as unknown as LeadFormTexts,
    countryHost: "",
    locationHost: "",
    // A new script URL per test: the loader keeps one script per URL for the page's lifetime.
    hosted: {
      scriptUrl: `https://js.forms.example/v2-${++scriptCount}.js`,
      portalId: "4711",
      formIds: { demo: "f-demo" },
    },
    ...overrides,
  };
}
const vendorScript = () =>
  document.head.querySelector<HTMLScriptElement>(`script[src$="v2-${scriptCount}.js"]`);

/** The visitor's stored choice (the consent library's cookie), as src/features/consent reads it. */
function choose(categories: string[]) {
  const value = { categories, revision: 1, expirationTime: Date.now() + 86_400_000 };
  document.cookie = `cc_cookie=${encodeURIComponent(JSON.stringify(value))}; path=/`;
}

beforeEach(() => {
  // The vendor's form sets a tracking cookie: it is shown only with targeting cookies accepted.
  choose(["necessary", "targeting"]);
  vendor.dataLayer = [];
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  delete vendor.hbspt;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("hosted marketing form variant", () => {
  it("loads the vendor script once, renders the form by id and reports a submission", async () => {
    const create = vi.fn((o: CreateOptions) => {
      document.querySelector(o.target)!.innerHTML = "<form aria-label='Hosted demo form'></form>";
      o.onFormReady();
    });
    vendor.hbspt = { forms: { create } };
    render(<LeadFormVariant {...props()} />);
    expect(screen.getByRole("status")).toHaveTextContent(en.loading);
    expect(document.head.querySelectorAll(`script[src$="v2-${scriptCount}.js"]`)).toHaveLength(1);
    await act(async () => vendorScript()!.dispatchEvent(new Event("load")));

    expect(create).toHaveBeenCalledWith(expect.objectContaining({ portalId: "4711", formId: "f-demo" }));
    expect(screen.getByRole("form", { name: "Hosted demo form" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByText("own form")).toBeNull();

    act(() => create.mock.calls[0]![0].onFormSubmitted());
    expect(vendor.dataLayer).toEqual([{ event: "formSubmission", formType: "demo", formPosition: "banner" }]);
  });

  it("falls back to the own form when the script fails to load", async () => {
    render(<LeadFormVariant {...props()} />);
    await act(async () => vendorScript()!.dispatchEvent(new Event("error")));
    expect(screen.getByText("own form")).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith("Hosted form unavailable", expect.any(Error));
  });

  it("falls back to the own form when the script has no embed API", async () => {
    render(<LeadFormVariant {...props()} />);
    await act(async () => vendorScript()!.dispatchEvent(new Event("load")));
    expect(screen.getByText("own form")).toBeInTheDocument();
  });

  it(`falls back to the own form when the hosted form has not rendered after ${HOSTED_FORM_READY_MS} ms`, async () => {
    vi.useFakeTimers();
    vendor.hbspt = { forms: { create: () => {} } };
    render(<LeadFormVariant {...props()} />);
    await act(async () => vendorScript()!.dispatchEvent(new Event("load")));
    await act(async () => vi.advanceTimersByTime(HOSTED_FORM_READY_MS - 1));
    expect(screen.queryByText("own form")).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText("own form")).toBeInTheDocument();
  });

  it("uses the own form, without any vendor script, when off or when the form has no hosted id", () => {
    const { unmount } = render(<LeadFormVariant {...props({ hosted: null })} />);
    expect(screen.getByText("own form")).toBeInTheDocument();
    unmount();
    render(<LeadFormVariant {...props({ form: "partner" })} />);
    expect(screen.getByText("own form")).toBeInTheDocument();
    expect(vendorScript()).toBeNull();
  });

  it("uses the own form, without any vendor script, until targeting cookies are accepted", () => {
    for (const categories of [[], ["necessary", "performance", "functional"]]) {
      if (categories.length) choose(categories);
      else document.cookie = "cc_cookie=; max-age=0; path=/";
      const { unmount } = render(<LeadFormVariant {...props()} />);
      expect(screen.getByText("own form")).toBeInTheDocument();
      expect(vendorScript()).toBeNull();
      unmount();
    }
  });
});
