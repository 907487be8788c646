import {
  WIDGET_LANGUAGES,
  type WidgetLanguage,
  type WidgetSettings,
  type WidgetTemplateA,
  type WidgetTemplateB,
} from "./snippet";

/**
 * The chat-button generator's rules (SPEC §3 'Widget template A/B settings', §5, §9): which settings
 * each template has, their defaults and limits, and how a configuration travels in the address.
 * The widget script (`public/widget/v1/chat-button.js`) checks the same rules again on the host page.
 */
export type Template = WidgetSettings["template"];
type Field<T> = Exclude<keyof T, "template" | "lang">;

export const TEMPLATE_FIELDS = {
  a: [
    "mobileNumber",
    "message",
    "response",
    "name",
    "status",
    "profilePic",
    "whatsappIcon",
    "buttonText",
    "headerBgColor",
    "nameTextColor",
    "statusTextColor",
    "buttonTextColor",
    "buttonBgColor",
    "buttonBorderRadius",
  ],
  b: ["mobileNumber", "message", "whatsappIcon", "buttonText", "BgColor", "buttonTextColor"],
} as const satisfies { a: readonly Field<WidgetTemplateA>[]; b: readonly Field<WidgetTemplateB>[] };

export const COLOR_FIELDS = [
  "headerBgColor",
  "nameTextColor",
  "statusTextColor",
  "buttonTextColor",
  "buttonBgColor",
  "BgColor",
] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

/** Character limits of the texts, the same the widget applies. */
export const TEXT_LIMITS = { message: 1000, response: 500, name: 60, status: 60, buttonText: 60 } as const;
export type TextField = keyof typeof TEXT_LIMITS;

export const RADIUS_MAX = 40;

/** Every setting of both templates, so switching template keeps what was typed. */
export interface WidgetValues {
  template: Template;
  lang: WidgetLanguage;
  mobileNumber: string;
  profilePic: string;
  whatsappIcon: boolean;
  buttonBorderRadius: string;
  texts: Record<TextField, string>;
  colors: Record<ColorField, string>;
}

/** SPEC §9 fixes the header and button colours; the button text is dark, as white on #25D366 is unreadable (2:1). */
export const DEFAULT_COLORS: Record<ColorField, string> = {
  headerBgColor: "#075E54",
  nameTextColor: "#FFFFFF",
  statusTextColor: "#FFFFFF",
  buttonTextColor: "#111B21",
  buttonBgColor: "#25D366",
  BgColor: "#25D366",
};
export const DEFAULT_RADIUS = "24px";

export const isWidgetNumber = (value: string) => /^\d{10,13}$/.test(value);
export const isColor = (value: string) => /^#[0-9A-Fa-f]{6}$/.test(value);
export const isRadius = (value: string) =>
  /^\d{1,2}px$/.test(value) && Number.parseInt(value, 10) <= RADIUS_MAX;
/** Empty, or an https address with nothing that could end an attribute or a CSS value. */
export const isProfilePic = (value: string) => value === "" || /^https:\/\/[^\s"'<>\\()]+$/.test(value);

/** What the number field keeps of any input: digits, at most 13. */
export const widgetDigits = (value: string) => value.replace(/\D/g, "").slice(0, 13);

export function defaultValues(texts: Record<TextField, string>, lang: WidgetLanguage): WidgetValues {
  return {
    template: "a",
    lang,
    mobileNumber: "",
    profilePic: "",
    whatsappIcon: true,
    buttonBorderRadius: DEFAULT_RADIUS,
    texts: { ...texts },
    colors: { ...DEFAULT_COLORS },
  };
}

/** WCAG 2 contrast ratio of two #RRGGBB colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** WCAG AA for text: below this a text colour gets a warning (it does not block the code). */
export const MIN_CONTRAST = 4.5;

/** Each text colour of a template and the background it sits on. */
const COLOR_PAIRS = {
  a: [
    ["buttonTextColor", "buttonBgColor"],
    ["nameTextColor", "headerBgColor"],
    ["statusTextColor", "headerBgColor"],
  ],
  b: [["buttonTextColor", "BgColor"]],
} as const satisfies Record<Template, readonly (readonly [ColorField, ColorField])[]>;

/** Text colours too close to their background to read, with their contrast ratio. */
export function lowContrast(values: WidgetValues): Partial<Record<ColorField, number>> {
  const low: Partial<Record<ColorField, number>> = {};
  for (const [text, background] of COLOR_PAIRS[values.template]) {
    const ratio = contrastRatio(values.colors[text], values.colors[background]);
    if (ratio < MIN_CONTRAST) low[text] = ratio;
  }
  return low;
}

export type WidgetProblem = "mobileNumber" | "profilePic";

/** The settings that block generating a snippet. */
export function widgetProblems(values: WidgetValues): WidgetProblem[] {
  const problems: WidgetProblem[] = [];
  if (!isWidgetNumber(values.mobileNumber)) problems.push("mobileNumber");
  if (values.template === "a" && !isProfilePic(values.profilePic)) problems.push("profilePic");
  return problems;
}

/** The snippet's settings: only the chosen template's fields. */
export function widgetSettings(values: WidgetValues): WidgetSettings {
  const { template, lang, mobileNumber, whatsappIcon, texts, colors } = values;
  if (template === "b") {
    return {
      template,
      message: texts.message,
      whatsappIcon,
      buttonText: texts.buttonText,
      BgColor: colors.BgColor,
      buttonTextColor: colors.buttonTextColor,
      mobileNumber,
      lang,
    };
  }
  return {
    template,
    message: texts.message,
    response: texts.response,
    name: texts.name,
    status: texts.status,
    profilePic: values.profilePic,
    whatsappIcon,
    buttonText: texts.buttonText,
    headerBgColor: colors.headerBgColor,
    nameTextColor: colors.nameTextColor,
    statusTextColor: colors.statusTextColor,
    buttonTextColor: colors.buttonTextColor,
    buttonBgColor: colors.buttonBgColor,
    buttonBorderRadius: values.buttonBorderRadius,
    mobileNumber,
    lang,
  };
}

const isText = (key: string): key is TextField => key in TEXT_LIMITS;
const isColorField = (key: string): key is ColorField => (COLOR_FIELDS as readonly string[]).includes(key);

/** The widget's language travels as `widgetLang`: `lang` is the site's own language switch (SPEC §5). */
const LANG_PARAM = "widgetLang";

/**
 * The address parameters of a configuration: the template, the language and every setting of
 * the chosen template that differs from its default, so shared links stay short.
 */
export function valuesToParams(values: WidgetValues, defaults: WidgetValues): Record<string, string> {
  const params: Record<string, string> = {};
  const all: readonly string[] = [
    ...new Set([...TEMPLATE_FIELDS.a, ...TEMPLATE_FIELDS.b, "template", "lang"]),
  ];
  const chosen: readonly string[] = [...TEMPLATE_FIELDS[values.template], "template", "lang"];
  for (const key of all) {
    const value = chosen.includes(key) ? paramValue(values, key) : "";
    params[key === "lang" ? LANG_PARAM : key] = value === paramValue(defaults, key) ? "" : value;
  }
  return params;
}

function paramValue(values: WidgetValues, key: string): string {
  if (isText(key)) return values.texts[key];
  if (isColorField(key)) return values.colors[key];
  if (key === "whatsappIcon") return values.whatsappIcon ? "1" : "0";
  const value = values[key as "template" | "lang" | "mobileNumber" | "profilePic" | "buttonBorderRadius"];
  return value;
}

/** A configuration read back from the address: anything invalid keeps its default. */
export function valuesFromParams(params: URLSearchParams, defaults: WidgetValues): WidgetValues {
  const get = (key: string) => params.get(key);
  const values = structuredClone(defaults);
  const template = get("template");
  if (template === "a" || template === "b") values.template = template;
  const lang = get(LANG_PARAM);
  if (lang && (WIDGET_LANGUAGES as readonly string[]).includes(lang)) values.lang = lang as WidgetLanguage;
  values.mobileNumber = widgetDigits(get("mobileNumber") ?? "");
  const pic = get("profilePic");
  if (pic && isProfilePic(pic)) values.profilePic = pic;
  if (get("whatsappIcon") === "0") values.whatsappIcon = false;
  const radius = get("buttonBorderRadius");
  if (radius && isRadius(radius)) values.buttonBorderRadius = radius;
  for (const key of Object.keys(TEXT_LIMITS) as TextField[]) {
    const text = get(key);
    if (text !== null) values.texts[key] = text.slice(0, TEXT_LIMITS[key]);
  }
  for (const key of COLOR_FIELDS) {
    const color = get(key);
    if (color && isColor(color)) values.colors[key] = color.toUpperCase();
  }
  return values;
}
