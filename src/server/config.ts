import { z } from "zod";

/**
 * The server's settings, read at run time (a change needs a restart, not a build): the lead pipeline
 * (database, token, rate limit, CRM, delivery) and the trusted country header, parsed from the
 * environment once. Every value has a default that works with no setup: PGlite in `./data`, a
 * token secret generated into the data directory, no CRM (leads are stored and listed).
 */
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalUrl = z.union([z.url({ protocol: /^https?$/ }), z.literal("")]).default("");
/** A request header name, lowercased; empty means none. */
const headerName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]*$/, "a header name: letters, digits and - only")
  .default("");

const ServerEnvSchema = z
  .object({
    DATABASE_URL: z.union([z.url({ protocol: /^postgres(ql)?$/ }), z.literal("")]).default(""),
    DATA_DIR: z.string().min(1).default("./data"),
    /** HS256 key of the form tokens: at least 32 characters (256 bits, RFC 7518 §3.2). */
    LEADS_TOKEN_SECRET: z.union([z.string().min(32), z.literal("")]).default(""),
    /** How many reverse proxies in front of the site append to `X-Forwarded-For` (0: none). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    LEADS_RATE_LIMIT: positiveInt(10),
    LEADS_RATE_WINDOW_S: positiveInt(60),
    SFDC_OID: z.union([z.string().regex(/^[A-Za-z0-9]{15}([A-Za-z0-9]{3})?$/), z.literal("")]).default(""),
    SFDC_W2L_URL: z
      .url({ protocol: /^https?$/ })
      .default("https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8"),
    /** The custom Lead field that carries our lead id, for reconciliation. */
    SFDC_LEAD_ID_FIELD: z
      .string()
      .regex(/^[A-Za-z0-9_]+$/)
      .default("Website_Lead_Id__c"),
    LEADS_WEBHOOK_URL: optionalUrl,
    LEADS_WEBHOOK_SECRET: z.string().default(""),
    LEADS_WORKER: z.enum(["on", "off"]).default("on"),
    LEADS_MAX_ATTEMPTS: positiveInt(20),
    LEADS_RETRY_BASE_MS: positiveInt(30_000),
    LEADS_RETRY_MAX_MS: positiveInt(4 * 60 * 60 * 1000),
    LEADS_DELIVERY_TIMEOUT_MS: positiveInt(15_000),
    LEADS_POLL_MS: positiveInt(2_000),
    /** Leads are deleted this many days after submission (the privacy policy says 24 months). */
    LEADS_RETENTION_DAYS: positiveInt(730),
    /** The edge's country header (e.g. `cf-ipcountry`); only this header is ever trusted. */
    LOCATION_COUNTRY_HEADER: headerName,
  })
  .refine((env) => !(env.SFDC_OID && env.LEADS_WEBHOOK_URL), {
    message: "set SFDC_OID or LEADS_WEBHOOK_URL, not both",
  });

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

export type CrmTarget =
  | { kind: "none" }
  | { kind: "salesforce"; url: string; oid: string; leadIdField: string }
  | { kind: "webhook"; url: string; secret: string };

export function parseServerEnv(env: Record<string, string | undefined>) {
  const result = ServerEnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`).join("; ");
    throw new Error(`Invalid lead pipeline configuration: ${problems}`);
  }
  const e = result.data;
  const crm: CrmTarget = e.SFDC_OID
    ? { kind: "salesforce", url: e.SFDC_W2L_URL, oid: e.SFDC_OID, leadIdField: e.SFDC_LEAD_ID_FIELD }
    : e.LEADS_WEBHOOK_URL
      ? { kind: "webhook", url: e.LEADS_WEBHOOK_URL, secret: e.LEADS_WEBHOOK_SECRET }
      : { kind: "none" };
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    tokenSecret: e.LEADS_TOKEN_SECRET,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    locationCountryHeader: e.LOCATION_COUNTRY_HEADER,
    rateLimit: { points: e.LEADS_RATE_LIMIT, windowSeconds: e.LEADS_RATE_WINDOW_S },
    crm,
    retentionDays: e.LEADS_RETENTION_DAYS,
    worker: {
      inProcess: e.LEADS_WORKER === "on",
      maxAttempts: e.LEADS_MAX_ATTEMPTS,
      retryBaseMs: e.LEADS_RETRY_BASE_MS,
      retryMaxMs: e.LEADS_RETRY_MAX_MS,
      timeoutMs: e.LEADS_DELIVERY_TIMEOUT_MS,
      pollMs: e.LEADS_POLL_MS,
    },
  };
}

export type ServerConfig = ReturnType<typeof parseServerEnv>;

let cached: ServerConfig | undefined;
export function serverConfig(): ServerConfig {
  return (cached ??= parseServerEnv(process.env));
}
