"use client";

import clsx from "clsx";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FieldError, inputClass } from "@/components/forms/field";
import { mirrorToUrl, readUrlParams } from "@/features/tools/url-params";
import {
  defaultValues,
  lowContrast,
  RADIUS_MAX,
  TEXT_LIMITS,
  valuesFromParams,
  valuesToParams,
  widgetDigits,
  widgetProblems,
  widgetSettings,
  type ColorField,
  type Template,
  type TextField,
  type WidgetProblem,
  type WidgetValues,
} from "@/features/widget/settings";
import {
  previewDocument,
  WIDGET_LANGUAGES,
  widgetSnippet,
  type WidgetLanguage,
} from "@/features/widget/snippet";
import { useNear } from "@/components/ui/use-near";
import { CopyButton } from "./copy-button.client";
import { useReveal } from "./use-reveal";

export interface WidgetGeneratorTexts {
  template: { legend: string } & Record<Template, { title: string; text: string }>;
  labels: Record<
    TextField | ColorField | "mobileNumber" | "profilePic" | "whatsappIcon" | "buttonBorderRadius" | "lang",
    string
  >;
  hints: Record<"mobileNumber" | "message" | "profilePic", string>;
  errors: Record<WidgetProblem, string>;
  groups: Record<"content" | "colours", string>;
  languages: Record<WidgetLanguage, string>;
  defaults: Record<TextField, string>;
  previewTitle: string;
  previewFrame: string;
  submit: string;
  codeTitle: string;
  codeLead: string;
  copy: string;
  copied: string;
  /** `{ratio}` is replaced by the contrast ratio. */
  contrastWarning: string;
}

/** Preview updates wait for a pause in typing, so the frame does not reload on every key. */
const PREVIEW_DELAY_MS = 250;
/**
 * The frame is a second document (a new script context, style and layout): it is built once the
 * preview scrolls into view, never as part of loading the page. Until then the box shows the
 * frame's stand-in page without the button.
 */
const PREVIEW_MARGIN = "0px";
/** Stands in for a missing or invalid number in the preview only: the widget renders nothing without one. */
const PREVIEW_NUMBER = "0000000000";

const TEXT_FIELDS = {
  a: ["message", "response", "name", "status", "buttonText"],
  b: ["message", "buttonText"],
} as const satisfies Record<Template, readonly TextField[]>;
const TEMPLATE_COLORS = {
  a: ["headerBgColor", "nameTextColor", "statusTextColor", "buttonBgColor", "buttonTextColor"],
  b: ["BgColor", "buttonTextColor"],
} as const satisfies Record<Template, readonly ColorField[]>;

/**
 * The chat-button generator (SPEC §4 'Widget generator', §5, §9): template a or b, a live preview
 * running the real widget, a number of 10 to 13 digits (red border and no code otherwise), and
 * the snippet on a valid submit; any edit clears it. Settings are mirrored in the address.
 */
export function WidgetGenerator({ texts, lang }: { texts: WidgetGeneratorTexts; lang: WidgetLanguage }) {
  const id = useId();
  const defaults = useMemo(() => defaultValues(texts.defaults, lang), [texts.defaults, lang]);
  const [values, setValues] = useState(defaults);
  const [submitted, setSubmitted] = useState(false);
  const [snippet, setSnippet] = useState<string | null>(null);
  const codeRef = useReveal(snippet);

  // A shared configuration is restored once hydrated: the prerendered page cannot know it.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setValues(valuesFromParams(readUrlParams(), defaults)), [defaults]);

  const problems = widgetProblems(values);
  const lowColors = lowContrast(values);
  const shown = (field: WidgetProblem) =>
    problems.includes(field) &&
    (submitted || (field === "mobileNumber" ? values.mobileNumber : values.profilePic) !== "");

  function edit(change: (v: WidgetValues) => WidgetValues) {
    const next = change(values);
    setValues(next);
    setSnippet(null);
    mirrorToUrl(valuesToParams(next, defaults));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const [first] = problems;
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSnippet(widgetSnippet(window.location.origin, widgetSettings(values)));
  }

  const field = (name: WidgetProblem | TextField | "buttonBorderRadius" | "lang") => `${id}-${name}`;
  const described = (name: WidgetProblem | TextField, hint: boolean) =>
    clsx(
      hint && `${field(name)}-hint`,
      (name === "mobileNumber" || name === "profilePic") && shown(name) && `${field(name)}-error`,
    ) || undefined;

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <form noValidate onSubmit={submit} className="flex flex-col gap-8">
        <fieldset>
          <legend className="text-sm font-semibold text-ink-900">{texts.template.legend}</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {(["a", "b"] as const).map((template) => (
              <label
                key={template}
                className={clsx(
                  "flex cursor-pointer gap-3 rounded-card p-4 ring-1 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink-700",
                  values.template === template ? "bg-ink-50 ring-2 ring-ink-600" : "bg-white ring-line",
                )}
              >
                <input
                  type="radio"
                  name="template"
                  value={template}
                  checked={values.template === template}
                  onChange={() => edit((v) => ({ ...v, template }))}
                  className="mt-1 size-4 accent-ink-700"
                />
                <span>
                  <span className="block font-semibold text-ink-900">{texts.template[template].title}</span>
                  <span className="mt-1 block text-sm text-muted">{texts.template[template].text}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-5">
          <legend className="mb-3 text-sm font-semibold text-ink-900">{texts.groups.content}</legend>
          <Field
            id={field("mobileNumber")}
            label={texts.labels.mobileNumber}
            hint={texts.hints.mobileNumber}
            error={shown("mobileNumber") ? texts.errors.mobileNumber : undefined}
          >
            <input
              id={field("mobileNumber")}
              type="text"
              inputMode="numeric"
              autoComplete="tel"
              required
              placeholder="919876543210"
              value={values.mobileNumber}
              onChange={(e) => edit((v) => ({ ...v, mobileNumber: widgetDigits(e.target.value) }))}
              aria-invalid={shown("mobileNumber") || undefined}
              aria-describedby={described("mobileNumber", true)}
              className={clsx(inputClass(shown("mobileNumber")), "h-field")}
            />
          </Field>
          {TEXT_FIELDS[values.template].map((name) => {
            const multiline = name === "message" || name === "response";
            const hint = name === "message" ? texts.hints.message : undefined;
            const props = {
              id: field(name),
              value: values.texts[name],
              maxLength: TEXT_LIMITS[name],
              "aria-describedby": described(name, !!hint),
              onChange: (e: { target: { value: string } }) =>
                edit((v) => ({ ...v, texts: { ...v.texts, [name]: e.target.value } })),
            };
            return (
              <Field key={name} id={field(name)} label={texts.labels[name]} hint={hint}>
                {multiline ? (
                  <textarea {...props} rows={2} className={clsx(inputClass(false), "py-2.5")} />
                ) : (
                  <input {...props} type="text" className={clsx(inputClass(false), "h-field")} />
                )}
              </Field>
            );
          })}
          {values.template === "a" && (
            <Field
              id={field("profilePic")}
              label={texts.labels.profilePic}
              hint={texts.hints.profilePic}
              error={shown("profilePic") ? texts.errors.profilePic : undefined}
            >
              <input
                id={field("profilePic")}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={values.profilePic}
                onChange={(e) => edit((v) => ({ ...v, profilePic: e.target.value.trim() }))}
                aria-invalid={shown("profilePic") || undefined}
                aria-describedby={described("profilePic", true)}
                className={clsx(inputClass(shown("profilePic")), "h-field")}
              />
            </Field>
          )}
          <label className="flex items-center gap-3 text-sm text-text">
            <input
              type="checkbox"
              checked={values.whatsappIcon}
              onChange={(e) => edit((v) => ({ ...v, whatsappIcon: e.target.checked }))}
              className="size-4 accent-ink-700"
            />
            {texts.labels.whatsappIcon}
          </label>
          <Field id={field("lang")} label={texts.labels.lang}>
            <select
              id={field("lang")}
              value={values.lang}
              onChange={(e) => edit((v) => ({ ...v, lang: e.target.value as WidgetLanguage }))}
              className={clsx(inputClass(false), "h-field")}
            >
              {WIDGET_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {texts.languages[l]}
                </option>
              ))}
            </select>
          </Field>
        </fieldset>

        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-ink-900">{texts.groups.colours}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {TEMPLATE_COLORS[values.template].map((name) => {
              const ratio = lowColors[name];
              const warningId = `${id}-${name}-contrast`;
              return (
                <div key={name}>
                  <label className="flex items-center gap-3 text-sm text-text">
                    <input
                      type="color"
                      value={values.colors[name].toLowerCase()}
                      onChange={(e) =>
                        edit((v) => ({ ...v, colors: { ...v.colors, [name]: e.target.value.toUpperCase() } }))
                      }
                      aria-describedby={ratio ? warningId : undefined}
                      className="h-10 w-12 shrink-0 cursor-pointer rounded-lg bg-white p-1 ring-1 ring-line"
                    />
                    <span>
                      {texts.labels[name]}
                      <span className="block font-mono text-xs text-muted">{values.colors[name]}</span>
                    </span>
                  </label>
                  {ratio && (
                    <p id={warningId} className="mt-1.5 text-sm text-danger-700">
                      {texts.contrastWarning.replace(
                        "{ratio}",
                        ratio.toLocaleString(document.documentElement.lang, { maximumFractionDigits: 1 }),
                      )}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          {values.template === "a" && (
            <div className="mt-5 flex flex-col gap-1.5">
              <div className="flex items-baseline gap-2 text-sm">
                <label htmlFor={field("buttonBorderRadius")} className="font-medium text-text">
                  {texts.labels.buttonBorderRadius}
                </label>
                <output htmlFor={field("buttonBorderRadius")} className="font-mono text-muted">
                  {values.buttonBorderRadius}
                </output>
              </div>
              <input
                id={field("buttonBorderRadius")}
                type="range"
                min={0}
                max={RADIUS_MAX}
                value={Number.parseInt(values.buttonBorderRadius, 10)}
                onChange={(e) => edit((v) => ({ ...v, buttonBorderRadius: `${e.target.value}px` }))}
                className="w-full max-w-xs accent-ink-700"
              />
            </div>
          )}
        </fieldset>

        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center self-start rounded-pill bg-signal-500 px-8 font-semibold text-ink-950 hover:bg-signal-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink-700"
        >
          {texts.submit}
        </button>
        {snippet && <GeneratedCode ref={codeRef} snippet={snippet} texts={texts} />}
      </form>
      <Preview values={values} texts={texts} />
    </div>
  );
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`} text={error} />}
    </div>
  );
}

/** The real widget in a sandboxed frame: what visitors will see, without touching this page. */
function Preview({ values, texts }: { values: WidgetValues; texts: WidgetGeneratorTexts }) {
  const titleId = useId();
  const settings = widgetSettings(
    widgetProblems(values).includes("mobileNumber") ? { ...values, mobileNumber: PREVIEW_NUMBER } : values,
  );
  const json = JSON.stringify(settings);
  const [doc, setDoc] = useState<string | null>(null);
  const frameBox = useRef<HTMLDivElement>(null);
  const near = useNear(frameBox, PREVIEW_MARGIN);
  useEffect(() => {
    if (!near) return;
    const timer = window.setTimeout(
      () => setDoc(previewDocument(window.location.origin, JSON.parse(json) as typeof settings)),
      PREVIEW_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [json, near]);
  return (
    <section aria-labelledby={titleId} className="order-first lg:sticky lg:top-28 lg:order-none">
      <h3 id={titleId} className="text-sm font-semibold text-ink-900">
        {texts.previewTitle}
      </h3>
      <div ref={frameBox} className="mt-3 overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line">
        <div className="flex gap-1.5 border-b border-line px-4 py-3" aria-hidden="true">
          <span className="size-2.5 rounded-full bg-line" />
          <span className="size-2.5 rounded-full bg-line" />
          <span className="size-2.5 rounded-full bg-line" />
        </div>
        {doc ? (
          <iframe
            title={texts.previewFrame}
            srcDoc={doc}
            sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
            className="block h-96 w-full lg:h-[32rem]"
          />
        ) : (
          // The stand-in page of `previewDocument`, same colours and blocks, without the button.
          <div className="h-96 bg-[#f5f7fa] p-5 lg:h-[32rem]">
            {["w-[55%]", "w-full", "w-[70%]", "w-full", "w-full", "w-[70%]"].map((width, i) => (
              <span
                key={i}
                className={clsx(width, "mb-3 block h-3 rounded-md bg-[#dfe4ea] first:mb-6 first:h-7")}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

function GeneratedCode({
  ref,
  snippet,
  texts,
}: {
  ref: React.Ref<HTMLDivElement>;
  snippet: string;
  texts: WidgetGeneratorTexts;
}) {
  const titleId = useId();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      className="scroll-mt-28 rounded-card bg-ink-950 p-6 text-white focus:outline-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold">
          {texts.codeTitle}
        </h3>
        <CopyButton
          text={snippet}
          label={texts.copy}
          copiedLabel={texts.copied}
          className="inline-flex min-h-11 items-center rounded-pill bg-signal-500 px-5 text-sm font-semibold text-ink-950 hover:bg-signal-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        />
      </div>
      <p className="mt-2 text-sm text-ink-200">{texts.codeLead}</p>
      <pre className="mt-4 overflow-x-auto rounded-lg bg-black/40 p-4 text-sm leading-6 break-all whitespace-pre-wrap">
        <code>{snippet}</code>
      </pre>
    </div>
  );
}
