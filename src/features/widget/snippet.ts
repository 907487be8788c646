/**
 * The embeddable WhatsApp chat button (issue 6, SPEC §3 'Widget template A/B settings'): the snippet
 * the generator hands out. It is one script tag that loads the site's own widget
 * (`public/widget/v1/chat-button.js`) with the settings as JSON in an HTML attribute: every character
 * that could end the attribute or open markup is a JSON escape, so no input reaches the host page as
 * markup or script. The widget checks every value again before using it.
 */
export const WIDGET_SCRIPT_PATH = "/widget/v1/chat-button.js";

export const WIDGET_LANGUAGES = ["en", "es", "pt"] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

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
  lang: WidgetLanguage;
}

export interface WidgetTemplateB {
  template: "b";
  message: string;
  whatsappIcon: boolean;
  buttonText: string;
  BgColor: string;
  buttonTextColor: string;
  mobileNumber: string;
  lang: WidgetLanguage;
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
 * JSON in plain ASCII with no `&`, `'`, `<` or `>`: those and every non-ASCII character as a \uXXXX
 * escape. It survives host pages in any charset (a Latin-1 page would otherwise garble 'Olá' and
 * emoji) and editors that mangle U+2028, and it sits readable in a single-quoted attribute with no
 * character that could end the attribute or open markup.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[^\x20-\x7e]|[&'<>]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function scriptTag(origin: string, settings: WidgetSettings, extra = ""): string {
  const src = escapeAttribute(new URL(WIDGET_SCRIPT_PATH, origin).toString());
  return `<script async src="${src}"${extra}\n  data-settings='${asciiJson(settings)}'></script>`;
}

/** The snippet to paste before `</body>` of any page. `origin` is this site's origin. */
export function widgetSnippet(origin: string, settings: WidgetSettings): string {
  return ["<!-- Orbitalk WhatsApp chat button -->", scriptTag(origin, settings)].join("\n");
}

/**
 * The generator's live preview: a small page running the real widget, its chat card open
 * (`data-open`), with grey blocks standing in for the host page's content.
 */
export function previewDocument(origin: string, settings: WidgetSettings): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    "<style>body{margin:0;padding:20px;background:#f5f7fa}i{display:block;height:12px;margin:0 0 12px;border-radius:6px;background:#dfe4ea}",
    "i:first-child{height:28px;width:55%;margin-bottom:24px}i:nth-child(3n){width:70%}</style></head><body>",
    "<i></i><i></i><i></i><i></i><i></i><i></i>",
    scriptTag(origin, settings, " data-open"),
    "</body></html>",
  ].join("");
}
