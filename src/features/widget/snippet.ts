/**
 * The embeddable WhatsApp chat button (issue 6, SPEC §3 'Widget template A/B settings'): the snippet
 * the generator hands out. It is one script tag that loads the site's own widget
 * (`public/widget/v1/chat-button.js`) with the settings as JSON in an HTML attribute: every character
 * that could end the attribute or open markup is an entity, so no input reaches the host page as
 * markup or script. The widget checks every value again before using it.
 */
export const WIDGET_SCRIPT_PATH = "/widget/v1/chat-button.js";

export const WIDGET_LANGUAGES = ["en", "es", "pt"] as const;

export interface WidgetTemplateA {
  template: "a";
  message: string;
  response: string;
  name: string;
  status: string;
  profilePic: string;
  whatsappIcon: boolean;
  buttonText: string;
  headerBgColor: string;
  nameTextColor: string;
  statusTextColor: string;
  buttonTextColor: string;
  buttonBgColor: string;
  buttonBorderRadius: string;
  mobileNumber: string;
  lang: (typeof WIDGET_LANGUAGES)[number];
}

export interface WidgetTemplateB {
  template: "b";
  message: string;
  whatsappIcon: boolean;
  buttonText: string;
  BgColor: string;
  buttonTextColor: string;
  mobileNumber: string;
  lang: (typeof WIDGET_LANGUAGES)[number];
}

export type WidgetSettings = WidgetTemplateA | WidgetTemplateB;

const ATTRIBUTE_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  '"': "&quot;",
  "'": "&#39;",
  "<": "&lt;",
  ">": "&gt;",
};

/** Text for a double-quoted HTML attribute value. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (ch) => ATTRIBUTE_ENTITIES[ch]!);
}

/**
 * JSON in plain ASCII: every other character as a \uXXXX escape, so the snippet survives host pages
 * in any charset (a Latin-1 page would otherwise garble 'Olá' and emoji) and editors that mangle
 * U+2028.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[^\x20-\x7e]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The snippet to paste before `</body>` of any page. `origin` is this site's origin. */
export function widgetSnippet(origin: string, settings: WidgetSettings): string {
  const src = escapeAttribute(new URL(WIDGET_SCRIPT_PATH, origin).toString());
  return [
    "<!-- Orbitalk WhatsApp chat button -->",
    `<script async src="${src}" data-settings="${escapeAttribute(asciiJson(settings))}"></script>`,
  ].join("\n");
}
