// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { LocaleProvider } from "@/components/ui/locale-provider";
import { describe, expect, it, vi } from "vitest";
import { LanguageSelector } from "./language-selector.client";

vi.mock("@/site/route-locales", () => ({
  localesFor: (path: string) => (path === "/dlt" ? ["en", "it"] : []),
}));
vi.mock("next/navigation", () => ({ usePathname: () => "/it/dlt" }));

describe("LanguageSelector", () => {
  it("offers only the locales the current page has", () => {
    render(
      <LocaleProvider locale="it">
        <LanguageSelector locale="it" label="Lingua" />
      </LocaleProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Lingua: Italiano" }));
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(["English", "Italiano"]);
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/dlt", "/it/dlt"]);
    expect(screen.getByRole("link", { name: /Italiano/ })).toHaveAttribute("aria-current", "true");
  });

  it("shows each language's flag, own name and CMS flag", () => {
    render(
      <LocaleProvider locale="it">
        <LanguageSelector locale="it" label="Lingua" inline />
      </LocaleProvider>,
    );
    const english = screen.getByRole("link", { name: "English" });
    expect(english.querySelector("img")).toHaveAttribute("src", "/flags/gb.svg");
    expect(english).toHaveAttribute("data-cms", "true");
    expect(screen.getByRole("list", { name: "Lingua" })).toBeVisible();
  });
});
