import type { ConsentGroup } from "./groups";

/** A third-party script the site loads once its consent group is granted. */
export interface Tag {
  /** "tag-manager", "marketing-tracker" or "custom-<n>": marks the script element (`data-tag`). */
  name: string;
  group: ConsentGroup;
  src: string;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const loaded = new Set<string>();
let configured: readonly Tag[] = [];

/** The site's tags, from its settings (the consent manager passes them on every page). */
export function configureTags(tags: readonly Tag[]) {
  configured = tags;
}

/** Whether a group has tags: revoking it then reloads the page, as scripts cannot be unloaded. */
export function groupHasTags(group: ConsentGroup): boolean {
  return configured.some((tag) => tag.group === group);
}

/**
 * Adds the script of every tag whose group is granted, once per page; before consent none is on the
 * page. Scripts cannot be unloaded, so revoking a group that has tags reloads the page
 * (src/components/consent/consent-ui.ts).
 */
export function loadTags(granted: readonly ConsentGroup[]) {
  for (const tag of configured) {
    if (!granted.includes(tag.group) || loaded.has(tag.name)) continue;
    loaded.add(tag.name);
    // The tag manager's start event, as its own snippet pushes it before loading gtm.js.
    if (tag.name === "tag-manager")
      ((window as DataLayerWindow).dataLayer ??= []).push({ "gtm.start": Date.now(), event: "gtm.js" });
    const script = Object.assign(document.createElement("script"), { src: tag.src, async: true });
    script.dataset.tag = tag.name;
    document.head.append(script);
  }
}
