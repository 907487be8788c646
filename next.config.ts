import { writeFileSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { locales, defaultLocale } from "./src/i18n/routing";
import { legacyRedirects } from "./src/site/redirects";
import { securityHeaders } from "./src/site/security-headers";
import { siteOrigin } from "./src/site/origin";
import { buildSettingNames } from "./src/site/settings";
import { precompress } from "./scripts/precompress.mjs";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/serve.mjs compresses, with brotli (Next.js would gzip).
  compress: false,
  reactStrictMode: true,
  // Inlined into both bundles: canonical URLs and the external-link rule are decided at build time.
  env: { SITE_URL: siteOrigin.origin },
  // Loaded from node_modules at run time: PGlite reads its WASM files next to its code, and the
  // rate limiter imports drizzle-orm by a computed name.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "drizzle-orm", "rate-limiter-flexible"],
  images: { formats: ["image/avif", "image/webp"] },
  // The stylesheet (about 10 KB compressed) comes inside each page instead of one round trip later:
  // on a slow phone the first paint came 260-300 ms sooner, with the same time to interactive.
  experimental: { inlineCss: true },
  compiler: {
    async runAfterProductionCompile({ distDir }) {
      // Which variables this build read, for `npm start` to rebuild when one of them changes
      // (scripts/source-stamp.mjs fingerprints their values with the sources).
      writeFileSync(path.join(distDir, "build-settings.json"), JSON.stringify(buildSettingNames));
      // The scripts and styles compressed once, for npm start's server (scripts/static-assets.mjs).
      await precompress(distDir, securityHeaders);
    },
  },
  async headers() {
    return [
      { source: "/:path*", headers: [...securityHeaders] },
      // The chat-button widget is loaded by other sites' pages (overrides the same-origin default).
      {
        source: "/widget/v1/:file*",
        headers: [
          { key: "Cross-Origin-Resource-Policy", value: "cross-origin" },
          { key: "Cache-Control", value: "public, max-age=3600, stale-while-revalidate=86400" },
        ],
      },
    ];
  },
  async redirects() {
    return legacyRedirects.flatMap(({ source, destination }) =>
      locales.map((locale) => {
        const prefix = locale === defaultLocale ? "" : `/${locale}`;
        return { source: `${prefix}${source}`, destination: `${prefix}${destination}`, permanent: true };
      }),
    );
  },
};

export default withNextIntl(nextConfig);
