import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { buildMetadata, DEFAULT_ROBOTS } from "./metadata";
import { routes } from "./routes";

const base = { title: "Company", description: "About us", brandName: "Orbitalk", locales };

describe("buildMetadata", () => {
  it("gives a per-locale canonical and hreflang alternates with x-default", () => {
    const meta = buildMetadata({ ...base, path: "/company", locale: "it", robots: "index, follow" });
    expect(meta.alternates?.canonical).toBe("https://www.orbitalk.com/it/company");
    expect(meta.alternates?.languages).toEqual({
      en: "https://www.orbitalk.com/company",
      it: "https://www.orbitalk.com/it/company",
      pt: "https://www.orbitalk.com/pt/company",
      ru: "https://www.orbitalk.com/ru/company",
      "en-AE": "https://www.orbitalk.com/en-AE/company",
      es: "https://www.orbitalk.com/es/company",
      tr: "https://www.orbitalk.com/tr/company",
      "x-default": "https://www.orbitalk.com/company",
    });
  });

  it("offers only the page's own locales", () => {
    const meta = buildMetadata({ ...base, locales: ["it", "es"], path: "/x", locale: "es" });
    expect(Object.keys(meta.alternates?.languages ?? {})).toEqual(["it", "es", "x-default"]);
    expect((meta.alternates?.languages as Record<string, string>)["x-default"]).toBe(
      "https://www.orbitalk.com/it/x",
    );
  });

  it("defaults to noindex, nofollow when the page gives no robots", () => {
    expect(DEFAULT_ROBOTS).toBe("noindex, nofollow");
    expect(buildMetadata({ ...base, path: "/x", locale: "en" }).robots).toEqual({
      index: false,
      follow: false,
    });
    expect(buildMetadata({ ...base, path: "/x", locale: "en", robots: "index, follow" }).robots).toEqual({
      index: true,
      follow: true,
    });
  });

  it("fills Open Graph and Twitter cards from the same copy", () => {
    const meta = buildMetadata({ ...base, path: "/", locale: "ru", absoluteTitle: true });
    expect(meta.title).toEqual({ absolute: "Company" });
    expect(meta.openGraph).toMatchObject({
      title: "Company",
      url: "https://www.orbitalk.com/ru",
      locale: "ru_RU",
    });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", title: "Company" });
    expect(buildMetadata({ ...base, path: "/x", locale: "en" }).title).toEqual({
      absolute: "Company | Orbitalk",
    });
  });

  it("announces a share card that exists for every route and locale: a 1200×630 PNG in public/", () => {
    const paths = new Set<string>();
    for (const route of routes) {
      for (const locale of route.locales) {
        const meta = buildMetadata({ ...base, path: route.path, locale, robots: route.robots });
        const [og] = meta.openGraph?.images as { url: string; width: number; height: number }[];
        expect(og).toMatchObject({ width: 1200, height: 630 });
        expect(meta.twitter?.images).toEqual([og!.url]);
        paths.add(og!.url);
      }
    }
    for (const path of paths) {
      const png = readFileSync(`public${path}`);
      expect(png.subarray(0, 8).toString("hex"), path).toBe("89504e470d0a1a0a");
      expect(png.subarray(12, 16).toString("latin1"), path).toBe("IHDR");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
    }
  });
});
