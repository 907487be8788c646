// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TestLocale } from "@/test/test-locale";
import { ClientLink } from "./client-link.client";
import { Link } from "./link";

describe.each([
  ["Link", Link],
  ["ClientLink", ClientLink],
])("%s", (_, Component) => {
  const inLocale = (locale: "en" | "it", ui: React.ReactNode) =>
    render(<TestLocale locale={locale}>{ui}</TestLocale>);

  it("opens external http(s) links in a new tab with rel=noopener", () => {
    inLocale("en", <Component href="https://www.linkedin.com/company/orbitalk">LinkedIn</Component>);
    const link = screen.getByRole("link", { name: "LinkedIn" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener");
    expect(link).not.toHaveAttribute("data-route");
  });

  it("keeps links on the own domain in the same tab", () => {
    inLocale("en", <Component href="https://app.orbitalk.com/login">Sign in</Component>);
    expect(screen.getByRole("link", { name: "Sign in" })).not.toHaveAttribute("target");
  });

  it("prefixes internal paths with the current locale and marks them for the router", () => {
    inLocale("it", <Component href="/company?tab=team#people">Azienda</Component>);
    const link = screen.getByRole("link", { name: "Azienda" });
    expect(link).toHaveAttribute("href", "/it/company?tab=team#people");
    expect(link).toHaveAttribute("data-route", "");
  });

  it("links to another locale's version as a plain link marked with its language", () => {
    inLocale(
      "it",
      <Component href="/company" locale="en">
        Company
      </Component>,
    );
    const link = screen.getByRole("link", { name: "Company" });
    expect(link).toHaveAttribute("href", "/company");
    expect(link).toHaveAttribute("hreflang", "en");
    expect(link).not.toHaveAttribute("data-route");
  });

  it("links a piece in its kind's language when the page's has none (the blog is English)", () => {
    inLocale("it", <Component href="/blog/page/2">Blog</Component>);
    const link = screen.getByRole("link", { name: "Blog" });
    expect(link).toHaveAttribute("href", "/blog/page/2");
    expect(link).toHaveAttribute("hreflang", "en");
    inLocale("it", <Component href="/resources/faq/sms-faq">SMS</Component>);
    expect(screen.getByRole("link", { name: "SMS" })).toHaveAttribute("href", "/it/resources/faq/sms-faq");
  });

  it("links an English-only page (the DLT guides, SPEC §2) in English from any language", () => {
    inLocale("it", <Component href="/dlt/template#airtel">DLT</Component>);
    const link = screen.getByRole("link", { name: "DLT" });
    expect(link).toHaveAttribute("href", "/dlt/template#airtel");
    expect(link).toHaveAttribute("hreflang", "en");
    inLocale("en", <Component href="/dlt">DLT in English</Component>);
    expect(screen.getByRole("link", { name: "DLT in English" })).toHaveAttribute("data-route", "");
  });

  it("leaves mail and phone links alone", () => {
    inLocale("it", <Component href="mailto:sales@orbitalk.com">Mail</Component>);
    expect(screen.getByRole("link", { name: "Mail" })).toHaveAttribute("href", "mailto:sales@orbitalk.com");
    expect(screen.getByRole("link", { name: "Mail" })).not.toHaveAttribute("data-route");
  });
});
