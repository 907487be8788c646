// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { recordVisit } from "./record-visit";

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split("; ")
      .filter(Boolean)
      .map((c) => c.split(/=(.*)/s).slice(0, 2)),
  );
}

describe("recordVisit", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    for (const name of Object.keys(cookies())) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });

  it("stores the previous path as lead source, except on /contact-us", () => {
    recordVisit({ pathname: "/", search: "" });
    expect(localStorage.getItem("contactUsLeadUrl")).toBe("/");
    recordVisit({ pathname: "/company", search: "?x=1" });
    expect(localStorage.getItem("contactUsLeadUrl")).toBe("/");
    recordVisit({ pathname: "/careers", search: "" });
    expect(localStorage.getItem("contactUsLeadUrl")).toBe("/company");
    recordVisit({ pathname: "/contact-us", search: "" });
    expect(localStorage.getItem("contactUsLeadUrl")).toBe("/company");
  });

  it("captures UTM parameters into the cookie and localStorage", () => {
    recordVisit({ pathname: "/", search: "?utm_source=news&utm_medium=email" });
    const stored = JSON.parse(localStorage.getItem("utmParameters")!);
    expect(stored).toMatchObject({
      utm_source: "news",
      utm_medium: "email",
      lead_marketing_source: "utm_source=news&utm_medium=email",
    });
    expect(JSON.parse(decodeURIComponent(cookies().utmParams!))).toEqual(stored);
  });

  it("keeps earlier campaign data on pages without UTM parameters", () => {
    recordVisit({ pathname: "/", search: "?utm_source=news" });
    recordVisit({ pathname: "/company", search: "" });
    expect(JSON.parse(localStorage.getItem("utmParameters")!).utm_source).toBe("news");
  });

  it("remembers the first page of the visit as the landing page", () => {
    recordVisit({ pathname: "/whatsapp-api", search: "" });
    recordVisit({ pathname: "/request-demo", search: "" });
    expect(sessionStorage.getItem("landingPage")).toBe("/whatsapp-api");
  });

  it("stores the gclid from the URL", () => {
    recordVisit({ pathname: "/", search: "?gclid=abc_123" });
    expect(cookies().gclid).toBe("abc_123");
  });
});
