/**
 * The DLT template checker on /dlt (issue 24): what an Indian SMS template registration (TRAI
 * TCCCPR 2018) is commonly rejected for, checked in the browser before the visitor submits it on an
 * operator's portal. The rules and their sources are in ../shared/research/market-and-facts.md §4;
 * the page explains each finding (messages/en/dlt.json `checker.findings`).
 */

/** The variable placeholder: exactly this, case-sensitive. */
export const VARIABLE = "{#var#}";

/** Registrars' common limits (Kaleyra's DLT best practices). */
export const MAX_VARIABLE_LENGTH = 30;
export const MIN_STATIC_LENGTH = 10;

export const TEMPLATE_TYPES = [
  "transactional",
  "service-implicit",
  "service-explicit",
  "promotional",
] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export interface TemplateInput {
  type: TemplateType;
  /** The sender id (header) the template is sent under. */
  header: string;
  template: string;
  /** A message as it will be sent, to check against the template; optional. */
  sample?: string;
}

export type Severity = "error" | "warning" | "info";

export type FindingId =
  | "empty"
  | "malformedVariable"
  | "staticTooShort"
  | "extraSpaces"
  | "headerAlpha"
  | "headerNumeric"
  | "link"
  | "variableTypes"
  | "sampleMismatch"
  | "variableTooLong"
  | "variableLink"
  | "promotionalHours"
  | "consentTemplate"
  | "transactionalOtp";

export interface Finding {
  id: FindingId;
  severity: Severity;
  /** Values the explanation quotes (the offending text, a length, a position). */
  values?: Record<string, string | number>;
}

export interface TemplateReport {
  findings: Finding[];
  variables: number;
  staticLength: number;
  /** Of the sample when given, else of the template with every variable at its longest. */
  encoding: "gsm7" | "unicode";
  characters: number;
  parts: number;
}

/** Anything that looks meant as a variable but is not `{#var#}`: `{#VAR#}`, `{# var #}`, `{name}`, `{{1}}`, `{#var}`. */
const VARIABLE_LOOKALIKE = /\{\{[^{}]*\}\}|\{#[^{}]*#?\}|\{[^{}#]*#\}|\{[A-Za-z_][\w ]*\}/g;

/** Web addresses and app links; a template's call-to-action must be whitelisted before use. */
const LINK =
  /\bhttps?:\/\/[^\s]+|\bwww\.[^\s]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|in|co|net|org|io|ly|me|app|info|biz|gl|gd|to)\b(?:\/[^\s]*)?|\b[^\s]+\.apk\b/gi;

/** The same, to test one value (a global regex would keep its position between tests). */
const IS_LINK = new RegExp(LINK.source, "i");

const ALPHA_HEADER = /^[A-Za-z]{6}$/;
const NUMERIC_HEADER = /^\d{6}$/;

/** The GSM 03.38 default alphabet; the extension characters count twice. */
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENSION = "^{}\\[~]|€\f";

/** The template cut at its variables: the fixed texts around them (one more than the variables). */
export function staticParts(template: string): string[] {
  return template.split(VARIABLE);
}

/** SMS encoding, length in encoding units, and how many messages it is sent as. */
export function smsLength(text: string): Pick<TemplateReport, "encoding" | "characters" | "parts"> {
  const chars = [...text];
  const gsm = chars.every((c) => GSM7_BASIC.includes(c) || GSM7_EXTENSION.includes(c));
  if (gsm) {
    const characters = chars.reduce((n, c) => n + (GSM7_EXTENSION.includes(c) ? 2 : 1), 0);
    return { encoding: "gsm7", characters, parts: characters <= 160 ? 1 : Math.ceil(characters / 153) };
  }
  // UCS-2 counts UTF-16 units: an emoji is two.
  const characters = text.length;
  return { encoding: "unicode", characters, parts: characters <= 70 ? 1 : Math.ceil(characters / 67) };
}

/**
 * Matches a sample message against the template: the fixed texts in order, the variables between.
 * Returns the variables' values, or where the sample first departs from the template.
 */
export function matchSample(
  template: string,
  sample: string,
): { values: string[] } | { missing: string; at: number } {
  const parts = staticParts(template);
  const values: string[] = [];
  let at = 0;
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1;
    if (i === 0) {
      if (!sample.startsWith(part)) return { missing: part, at: 0 };
      at = part.length;
      continue;
    }
    // A variable before this part: its value runs to the part's next occurrence (the last part
    // must end the message).
    const found = last
      ? sample.endsWith(part)
        ? sample.length - part.length
        : -1
      : sample.indexOf(part, at);
    if (found < at) return { missing: part, at };
    values.push(sample.slice(at, found));
    at = found + part.length;
  }
  return { values };
}

function headerFinding(type: TemplateType, header: string): Finding | undefined {
  const value = header.trim();
  if (type === "promotional")
    return NUMERIC_HEADER.test(value)
      ? undefined
      : { id: "headerNumeric", severity: "error", values: { header: value } };
  return ALPHA_HEADER.test(value)
    ? undefined
    : { id: "headerAlpha", severity: "error", values: { header: value } };
}

function typeFindings(type: TemplateType): Finding[] {
  if (type === "promotional") return [{ id: "promotionalHours", severity: "info" }];
  if (type === "service-explicit") return [{ id: "consentTemplate", severity: "info" }];
  if (type === "transactional") return [{ id: "transactionalOtp", severity: "info" }];
  return [];
}

function sampleFindings(template: string, sample: string): Finding[] {
  const match = matchSample(template, sample);
  if ("missing" in match)
    return [
      {
        id: "sampleMismatch",
        severity: "error",
        values: { text: match.missing.trim() || " ", at: match.at + 1 },
      },
    ];
  return match.values.flatMap((value, i): Finding[] => {
    const n = i + 1;
    const found: Finding[] = [];
    if ([...value].length > MAX_VARIABLE_LENGTH)
      found.push({
        id: "variableTooLong",
        severity: "error",
        values: { n, length: [...value].length, value },
      });
    if (IS_LINK.test(value)) found.push({ id: "variableLink", severity: "warning", values: { n, value } });
    return found;
  });
}

/** Every finding for a template, most serious first, with the numbers the page shows beside them. */
export function checkTemplate(input: TemplateInput): TemplateReport {
  const template = input.template;
  const parts = staticParts(template);
  const variables = parts.length - 1;
  const fixed = parts.join("");
  const staticLength = fixed.replace(/\s+/g, " ").trim().length;
  const findings: Finding[] = [];

  if (!template.trim()) findings.push({ id: "empty", severity: "error" });
  else {
    for (const token of new Set(fixed.match(VARIABLE_LOOKALIKE) ?? []))
      findings.push({ id: "malformedVariable", severity: "error", values: { token } });
    if (staticLength < MIN_STATIC_LENGTH)
      findings.push({ id: "staticTooShort", severity: "error", values: { length: staticLength } });
    if (/ {2,}/.test(template) || template !== template.trim())
      findings.push({ id: "extraSpaces", severity: "warning" });
    for (const link of new Set(fixed.match(LINK) ?? []))
      findings.push({ id: "link", severity: "warning", values: { link } });
    if (variables > 0) findings.push({ id: "variableTypes", severity: "info", values: { count: variables } });
  }
  const header = headerFinding(input.type, input.header);
  if (header) findings.push(header);
  const sample = input.sample?.trim() ? input.sample : undefined;
  if (sample !== undefined && template.trim()) findings.push(...sampleFindings(template, sample));
  findings.push(...typeFindings(input.type));

  const order: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
  findings.sort((a, b) => order[a.severity] - order[b.severity]);
  const measured = sample ?? template.split(VARIABLE).join("x".repeat(MAX_VARIABLE_LENGTH));
  return { findings, variables, staticLength, ...smsLength(measured) };
}
