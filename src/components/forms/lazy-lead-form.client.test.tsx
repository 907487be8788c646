// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import en from "../../../messages/en/leadForm.json";
import { LazyLeadForm } from "./lazy-lead-form.client";
import type { LeadFormTexts } from "./lead-form-types";

vi.mock("./lead-form-variant.client", () => ({ LeadFormVariant: () => <form aria-label="Demo form" /> }));

beforeEach(() => {
  // Every observed element is at once near the viewport.
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

it("keeps the loading state in place until the form's code has arrived, then shows the form", async () => {
  render(
    <LazyLeadForm
      form="demo"
      position="banner"
      locale="en"
      texts={en as unknown as LeadFormTexts}
      countryHost=""
      locationHost=""
    />,
  );
  // The form is near the viewport and its code is on the way: nothing may collapse meanwhile.
  expect(screen.getByRole("status")).toHaveTextContent(en.loading);
  expect(screen.getByRole("status").className).toMatch(/min-h-/);
  await act(async () => {});
  expect(await screen.findByRole("form", { name: "Demo form" })).toBeInTheDocument();
  expect(screen.queryByRole("status")).toBeNull();
});
