// @vitest-environment node
import fc from "fast-check";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { languageRedirect } from "./language-redirect";

const ORIGIN = "https://www.orbitalk.com";

/** A request whose raw path is exactly `path`, as it arrives on the wire (no URL resolution). */
function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(`${ORIGIN}${path}`, { headers });
}

describe("languageRedirect", () => {
  it("serves the addressed page when nothing asks for another language", () => {
    expect(languageRedirect(request("/it"))).toBeUndefined();
    expect(languageRedirect(request("/", { "accept-language": "fr-FR" }))).toBeUndefined();
  });

  it("sends another language's address of an English-only page to the English page", () => {
    expect(languageRedirect(request("/it/dlt/template?x=1"))?.href).toBe(`${ORIGIN}/dlt/template?x=1`);
    expect(languageRedirect(request("/dlt", { cookie: "gs_lang_pref=ru" }))).toBeUndefined();
  });

  it("follows a supported lang query and keeps the rest of the query", () => {
    const url = languageRedirect(request("/?lang=ru&utm_source=mail"));
    expect(url?.pathname).toBe("/ru");
    expect(url?.searchParams.get("utm_source")).toBe("mail");
  });

  it("follows the stored cookie over the browser language", () => {
    const url = languageRedirect(request("/", { cookie: "gs_lang_pref=tr", "accept-language": "es" }));
    expect(url?.pathname).toBe("/tr");
  });

  it("follows the browser language when nothing is stored, back to the unprefixed default too", () => {
    expect(languageRedirect(request("/", { "accept-language": "pt-BR,pt;q=0.9" }))?.pathname).toBe("/pt");
    expect(languageRedirect(request("/it", { "accept-language": "en-US" }))?.pathname).toBe("/");
  });

  it("leaves client navigations, prefetches and crawlers alone", () => {
    const h = { "accept-language": "ru" };
    // What reaches the proxy of a client router's fetch: Next.js has removed `RSC` and the like.
    expect(
      languageRedirect(request("/", { ...h, "sec-fetch-dest": "empty", "next-url": "/" })),
    ).toBeUndefined();
    expect(languageRedirect(request("/", { ...h, "next-url": "/company" }))).toBeUndefined();
    expect(languageRedirect(request("/", { ...h, "sec-fetch-dest": "document" }))?.pathname).toBe("/ru");
    expect(
      languageRedirect(request("/", { ...h, "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" })),
    ).toBeUndefined();
  });

  it("never leaves the site, whatever the path or lang value", () => {
    const hostile = fc.constantFrom(
      "//evil.example",
      "/\\evil.example",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "/\tevil",
      "/https:evil.example",
      "/http://evil.example",
      "/it//evil.example",
      "/ru/\\\\evil.example",
    );
    fc.assert(
      fc.property(hostile, fc.string(), fc.constantFrom("ru", "tr", "it", "en"), (path, junk, lang) => {
        const url = languageRedirect(request(`${path}${encodeURIComponent(junk)}?lang=${lang}`));
        return url === undefined || (url.origin === ORIGIN && !url.pathname.startsWith("//"));
      }),
      { numRuns: 500, seed: 42 },
    );
  });
});
