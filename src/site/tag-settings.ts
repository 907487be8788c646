import { z } from "zod";
import { CONSENT_GROUPS, type ConsentGroup } from "../features/consent/groups";
import type { Tag } from "../features/consent/tags";
import { commaList, vendorUrl } from "./vendor-url";

/**
 * The third-party tags (SPEC §5 ids; issue 23): the tag manager (performance, C0002, production
 * builds only), the marketing-automation tracker (targeting, C0004) and a list of custom scripts,
 * each under a consent group. None loads before its group is granted (src/features/consent/tags.ts).
 *
 * No `server-only` here: next.config.ts reads the same settings to open the CSP for them.
 */
const id = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]*$/, "letters, digits, _ and - only")
  .default("");

/** "C0002 https://a.example/x.js, C0004 https://b.example/y.js" */
const customScripts = commaList
  .transform((items) => items.map((item) => item.split(/\s+/)))
  .pipe(
    z.array(
      z.tuple([z.enum(CONSENT_GROUPS).exclude(["C0001"]), vendorUrl], {
        error: "each item is a consent group (C0002-C0004) and an https address",
      }),
    ),
  );

export const tagEnvShape = {
  GTM_ID: id,
  /** Where the tag manager's container script is served; `?id=<GTM_ID>` is added. */
  TAG_MANAGER_URL: vendorUrl.default("https://www.googletagmanager.com/gtm.js"),
  MARKETING_TRACKER_ID: id,
  /** The tracker's script; `{id}` is replaced by MARKETING_TRACKER_ID. */
  MARKETING_TRACKER_URL: vendorUrl.default("https://js.hs-scripts.com/{id}.js"),
  CUSTOM_SCRIPTS: customScripts,
};

const TagEnv = z.object(tagEnvShape);

/** Where Google Analytics sends hits when the tag manager runs it (Google's CSP guide). */
const ANALYTICS_ORIGINS = ["https://*.google-analytics.com", "https://*.analytics.google.com"];
/** What HubSpot's tracking code loads and calls besides its loader, when that is the tracker. */
const HUBSPOT_ORIGINS = [
  "https://*.hs-analytics.net",
  "https://*.hs-banner.com",
  "https://*.hscollectedforms.net",
  "https://*.hubspot.com",
];

export function tagList(
  env: z.infer<typeof TagEnv>,
  production = process.env.NODE_ENV === "production",
): Tag[] {
  const tags: Tag[] = [];
  if (env.GTM_ID && production) {
    const src = new URL(env.TAG_MANAGER_URL);
    src.searchParams.set("id", env.GTM_ID);
    tags.push({ name: "tag-manager", group: "C0002", src: src.toString() });
  }
  if (env.MARKETING_TRACKER_ID)
    tags.push({
      name: "marketing-tracker",
      group: "C0004",
      src: env.MARKETING_TRACKER_URL.replace("{id}", env.MARKETING_TRACKER_ID),
    });
  env.CUSTOM_SCRIPTS.forEach(([group, src], i) =>
    tags.push({ name: `custom-${i + 1}`, group: group as ConsentGroup, src }),
  );
  return tags;
}

/** Origins the CSP must allow for the configured tags: none while none is configured. */
export function tagOrigins(env: Record<string, string | undefined>): string[] {
  // A bad setting is the site settings' to report, with the variable's name (src/site/settings.ts).
  const parsed = TagEnv.safeParse(env);
  if (!parsed.success) return [];
  const tags = tagList(parsed.data, env.NODE_ENV === "production");
  const origins = tags.map((tag) => new URL(tag.src).origin);
  if (tags.some((tag) => tag.name === "tag-manager")) origins.push(...ANALYTICS_ORIGINS);
  if (origins.includes("https://js.hs-scripts.com")) origins.push(...HUBSPOT_ORIGINS);
  return [...new Set(origins)];
}
