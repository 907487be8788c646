import { describe, expect, it } from "vitest";
import { searchForLanguageChange } from "./preference";

describe("the query a language change carries over", () => {
  it("keeps the campaign, drops an old ?lang= and the agent catalogue's view", () => {
    expect(
      searchForLanguageChange(
        "?utm_source=ads&lang=it&industry=healthcare&role=Growth&role=Marketing&q=otp&page=2",
      ),
    ).toBe("?utm_source=ads");
    expect(searchForLanguageChange("?lang=ru")).toBe("");
    expect(searchForLanguageChange("")).toBe("");
  });
});
