// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import errors from "../../../../messages/en/errors.json";
import itErrors from "../../../../messages/it/errors.json";
import { LocaleProvider } from "@/components/ui/locale-provider";
import { LocalizedErrorView } from "./localized-error-view";

function renderIn(locale: "en" | "it") {
  return render(
    <LocaleProvider locale={locale}>
      <LocalizedErrorView locale={locale} />
    </LocaleProvider>,
  );
}

describe("error page (SPEC §2)", () => {
  it("shows the title, an image and 'Go back to Home' linking to /", () => {
    renderIn("en");
    expect(screen.getByRole("heading", { level: 1, name: "An error has occurred" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: errors.error.imageAlt })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go back to Home" })).toHaveAttribute("href", "/");
  });

  it("is noindex, nofollow", () => {
    renderIn("en");
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });

  it("shows the three link-card groups with their nine links", () => {
    renderIn("en");
    const groups = {
      "Omnichannel messaging": ["/channels/whatsapp-api", "/channels/gbm-api", "/channels/voice-api"],
      "Solutions by industry": ["/industry/bfsi", "/industry/retail", "/industry/healthcare"],
      "Solutions by function": [
        "/customer-engagement/conversational-marketing",
        "/customer-engagement/conversational-commerce",
        "/customer-engagement/conversational-support",
      ],
    };
    for (const [title, hrefs] of Object.entries(groups)) {
      const nav = screen.getByRole("navigation", { name: title });
      expect(
        within(nav)
          .getAllByRole("link")
          .map((a) => a.getAttribute("href")),
      ).toEqual(hrefs);
    }
  });

  it("is translated, with locale-prefixed links", () => {
    renderIn("it");
    expect(screen.getByRole("heading", { level: 1, name: itErrors.error.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: itErrors.error.home })).toHaveAttribute("href", "/it");
  });
});
