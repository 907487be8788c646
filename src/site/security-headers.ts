import { chatOrigins } from "./chat-settings";
import { hostedFormOrigins } from "./hosted-form";
import { tagOrigins } from "./tag-settings";
import { serviceOrigins } from "./service-hosts";

/**
 * Security headers sent with every response (next.config.ts `headers()`).
 *
 * Pages are prerendered and cached, so a per-request nonce is not possible; Next.js hydrates through
 * inline scripts, which therefore need 'unsafe-inline' in script-src. Everything else is locked down:
 * no plugins, no <base>, no framing, forms post only to this origin. See README "Security".
 * The hosted marketing form's, the chat's and the tags' vendor origins are added only when configured, and
 * the data services' origins (SPEC §7) to connect-src only when they are not this site.
 */
export function contentSecurityPolicy({
  vendors = [],
  services = [],
}: {
  vendors?: string[];
  services?: string[];
}) {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...vendors],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...vendors],
    "font-src": ["'self'"],
    "connect-src": [...new Set(["'self'", ...vendors, ...services])],
    "media-src": ["'self'"],
    "frame-src": ["'self'", ...vendors],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'", ...vendors],
  } satisfies Record<string, string[]>;
}

export function serializeCsp(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");
}

/** Only features Chromium recognises: an unknown one logs a console error on every page. */
const permissionsPolicy = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "browsing-topics=()",
].join(", ");

export const securityHeaders = [
  { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Content-Security-Policy",
    // Computed when next.config.ts is evaluated, i.e. at build time, from the build's environment.
    value: serializeCsp(
      contentSecurityPolicy({
        vendors: [
          ...new Set([
            ...hostedFormOrigins(process.env),
            ...chatOrigins(process.env),
            ...tagOrigins(process.env),
          ]),
        ],
        services: serviceOrigins(process.env),
      }),
    ),
  },
  { key: "Permissions-Policy", value: permissionsPolicy },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
] as const;
