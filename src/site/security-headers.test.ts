// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy, securityHeaders, serializeCsp } from "./security-headers";
import { serviceOrigins } from "./service-hosts";

const header = (key: string) => securityHeaders.find((h) => h.key === key)?.value ?? "";
const directive = (csp: string, name: string) => csp.match(new RegExp(`(?:^|; )${name} ([^;]*)`))?.[1];

describe("security headers", () => {
  it("sets HSTS for a year, nosniff and the referrer policy", () => {
    expect(header("Strict-Transport-Security")).toMatch(/max-age=31536000/);
    expect(header("X-Content-Type-Options")).toBe("nosniff");
    expect(header("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("has a CSP that forbids framing, plugins and <base>", () => {
    const csp = header("Content-Security-Policy");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("denies powerful features", () => {
    expect(header("Permissions-Policy")).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });
});

describe("the CSP and the data services (SPEC §7)", () => {
  const connectSrc = (env: Record<string, string>) =>
    directive(serializeCsp(contentSecurityPolicy({ services: serviceOrigins(env) })), "connect-src");

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("lets the browser connect only to this site while the site serves them all", () => {
    expect(connectSrc({})).toBe("'self'");
    expect(connectSrc({ RESOURCE_HOST: "", LOCATION_HOST: "", COUNTRY_SERVICE_HOST: "" })).toBe("'self'");
  });

  it("lets it connect to each configured service's origin, never a path, each once", () => {
    const env = {
      RESOURCE_HOST: "https://cms.example.com/wp/",
      LOCATION_HOST: "https://geo.example.net:8443",
      COUNTRY_SERVICE_HOST: "https://cms.example.com",
    };
    expect(connectSrc(env)).toBe("'self' https://cms.example.com https://geo.example.net:8443");
    expect(connectSrc({ COUNTRY_SERVICE_HOST: "https://countries.example.org" })).toBe(
      "'self' https://countries.example.org",
    );
    expect(connectSrc({ WALLET_HOST: "https://wallet.example.org/api" })).toBe(
      "'self' https://wallet.example.org",
    );
  });

  it("is what next.config.ts serves on every path, from the environment it is evaluated in", async () => {
    vi.stubEnv("LOCATION_HOST", "https://geo.example.net/v1");
    vi.resetModules();
    const { default: nextConfig } = await import("../../next.config");
    const rules = (await nextConfig.headers?.()) ?? [];
    const all = rules.find((rule) => rule.source === "/:path*")?.headers ?? [];
    const csp = all.find((h) => h.key === "Content-Security-Policy")?.value ?? "";
    expect(directive(csp, "connect-src")).toBe("'self' https://geo.example.net");
  });
});
