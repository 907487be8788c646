import { render, screen } from "@testing-library/react";
import { LocaleProvider } from "./locale-provider";
import { describe, expect, it } from "vitest";
import { Link } from "./link";

const inLocale = (locale: "en" | "it", ui: React.ReactNode) =>
  render(<LocaleProvider locale={locale}>{ui}</LocaleProvider>);

describe("Link", () => {
  it("opens external http(s) links in a new tab with rel=noopener", () => {
    inLocale("en", <Link href="https://www.linkedin.com/company/orbitalk">LinkedIn</Link>);
    const link = screen.getByRole("link", { name: "LinkedIn" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener");
  });

  it("keeps links on the own domain in the same tab", () => {
    inLocale("en", <Link href="https://app.orbitalk.com/login">Sign in</Link>);
    expect(screen.getByRole("link", { name: "Sign in" })).not.toHaveAttribute("target");
  });

  it("prefixes internal paths with the current locale", () => {
    inLocale("it", <Link href="/company">Azienda</Link>);
    expect(screen.getByRole("link", { name: "Azienda" })).toHaveAttribute("href", "/it/company");
  });

  it("can link to another locale's version", () => {
    inLocale(
      "it",
      <Link href="/dlt" locale="en">
        DLT
      </Link>,
    );
    expect(screen.getByRole("link", { name: "DLT" })).toHaveAttribute("href", "/dlt");
  });

  it("leaves mail and phone links alone", () => {
    inLocale("it", <Link href="mailto:sales@orbitalk.com">Mail</Link>);
    expect(screen.getByRole("link", { name: "Mail" })).toHaveAttribute("href", "mailto:sales@orbitalk.com");
  });
});
