// The tag settings of the browser-test build: every third-party tag configured, on the fake tag
// host (scripts/fake-tags.mjs), so e2e/tags.spec.ts can see which load before and after consent.
export const tagsPort = Number(process.env.E2E_TAGS_PORT ?? 3198);
const host = `http://127.0.0.1:${tagsPort}`;

export const e2eTagSettings = {
  GTM_ID: "GTM-E2ETEST",
  TAG_MANAGER_URL: `${host}/gtm.js`,
  MARKETING_TRACKER_ID: "4455667",
  MARKETING_TRACKER_URL: `${host}/tracker/{id}.js`,
  CUSTOM_SCRIPTS: `C0003 ${host}/custom/help.js`,
};
