"use client";

import clsx from "clsx";
import { useId, useRef, useState } from "react";
import { Field, inputClass } from "@/components/forms/field";
import { buttonClass } from "@/components/ui/button-class";
import {
  TEMPLATE_TYPES,
  VARIABLE,
  checkTemplate,
  type FindingId,
  type Severity,
  type TemplateType,
} from "@/features/dlt/template-check";
import { fillTemplate } from "@/lib/fill-template";
import type dlt from "../../../messages/en/dlt.json";

/** The checker's copy, as written in messages/en/dlt.json (read raw: no ICU, `{name}` values only). */
export type CheckerTexts = (typeof dlt)["checker"];

const severityStyle: Record<Severity, string> = {
  error: "bg-danger-50 text-danger-700 ring-danger-700/20",
  warning: "bg-amber-50 text-amber-800 ring-amber-700/20",
  info: "bg-ink-50 text-ink-700 ring-ink-700/15",
};

/** A template with the usual mistakes, for a first look at what the checker finds. */
const EXAMPLE = {
  header: "ORB TLK",
  template: "Dear {#Var#},  your order {#var#} is on its way. Track it at bit.ly/orbtrack - Orbitalk",
  sample: "Dear Asha, your order OR-1042 is on its way. Track it at bit.ly/orbtrack - Orbitalk",
};

/**
 * The DLT template checker (issue 24): the visitor's template, header and category, and optionally
 * a message as it will be sent, checked as they type by `checkTemplate`. Nothing leaves the browser.
 */
export function TemplateChecker({ texts }: { texts: CheckerTexts }) {
  const id = useId();
  const [type, setType] = useState<TemplateType>("service-implicit");
  const [header, setHeader] = useState("");
  const [template, setTemplate] = useState("");
  const [sample, setSample] = useState("");
  const templateRef = useRef<HTMLTextAreaElement>(null);
  const report = checkTemplate({ type, header, template, sample });
  const count = (severity: Severity) => report.findings.filter((f) => f.severity === severity).length;

  /** Puts `{#var#}` at the caret, the caret after it. */
  function insertVariable() {
    const area = templateRef.current;
    if (!area) return;
    const { selectionStart: start, selectionEnd: end } = area;
    setTemplate(template.slice(0, start) + VARIABLE + template.slice(end));
    area.focus();
    requestAnimationFrame(() => area.setSelectionRange(start + VARIABLE.length, start + VARIABLE.length));
  }

  const finding = (findingId: FindingId, values: Record<string, string | number> = {}) => ({
    title: fillTemplate(texts.findings[findingId].title, values),
    text: fillTemplate(texts.findings[findingId].text, values),
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
      <form className="flex flex-col gap-5" onSubmit={(e) => e.preventDefault()} aria-label={texts.title}>
        <Field id={`${id}-type`} label={texts.type} layout="group">
          {() => (
            <div className="grid gap-2 sm:grid-cols-2">
              {TEMPLATE_TYPES.map((option) => (
                <label
                  key={option}
                  className="flex cursor-pointer gap-3 rounded-lg bg-white p-3 ring-1 ring-line has-checked:bg-ink-50 has-checked:ring-2 has-checked:ring-ink-600"
                >
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={option}
                    checked={type === option}
                    onChange={() => setType(option)}
                    className="mt-0.5 size-4 shrink-0 accent-ink-700"
                  />
                  <span>
                    <span className="block text-sm font-semibold text-ink-900">{texts.types[option]}</span>
                    <span className="mt-0.5 block text-sm text-muted">{texts.typeHints[option]}</span>
                  </span>
                </label>
              ))}
            </div>
          )}
        </Field>
        <Field id={`${id}-header`} label={texts.header} hint={texts.headerHint}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={12}
              placeholder={type === "promotional" ? "612345" : "ORBTLK"}
              value={header}
              onChange={(e) => setHeader(e.target.value)}
              className={`${inputClass} h-field max-w-60 font-mono uppercase`}
            />
          )}
        </Field>
        <Field id={`${id}-template`} label={texts.template} hint={texts.templateHint}>
          {(control) => (
            <div className="flex flex-col gap-2">
              <textarea
                {...control}
                ref={templateRef}
                rows={4}
                spellCheck={false}
                placeholder={`Dear ${VARIABLE}, your order ${VARIABLE} has been shipped. - Orbitalk`}
                value={template}
                onChange={(e) => setTemplate(e.target.value)}
                className={`${inputClass} py-2.5 font-mono text-sm`}
              />
              <button
                type="button"
                onClick={insertVariable}
                className={buttonClass("outline", "cursor-pointer self-start")}
              >
                {texts.insertVariable}
              </button>
            </div>
          )}
        </Field>
        <Field id={`${id}-sample`} label={texts.sample} optional={texts.optional} hint={texts.sampleHint}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              spellCheck={false}
              placeholder="Dear Asha, your order OR-1042 has been shipped. - Orbitalk"
              value={sample}
              onChange={(e) => setSample(e.target.value)}
              className={`${inputClass} py-2.5 font-mono text-sm`}
            />
          )}
        </Field>
      </form>

      <section
        aria-labelledby={`${id}-results`}
        className="rounded-card bg-white p-5 shadow-card ring-1 ring-line md:p-6 lg:sticky lg:top-28"
      >
        <h3 id={`${id}-results`} className="text-lg font-semibold text-ink-900">
          {texts.results}
        </h3>
        <p role="status" className="mt-1 text-sm font-medium text-muted">
          {template.trim()
            ? fillTemplate(texts.summary, { errors: count("error"), warnings: count("warning") })
            : texts.empty}
        </p>
        {!template.trim() && (
          <button
            type="button"
            onClick={() => {
              setHeader(EXAMPLE.header);
              setTemplate(EXAMPLE.template);
              setSample(EXAMPLE.sample);
            }}
            className={buttonClass("dark", "mt-4 cursor-pointer")}
          >
            {texts.example}
          </button>
        )}
        {template.trim() && (
          <>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
              {(
                [
                  ["variables", report.variables],
                  ["static", report.staticLength],
                  ["parts", report.parts],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="rounded-lg bg-surface px-3 py-2">
                  <dt className="text-muted">{texts.stats[key]}</dt>
                  <dd className="text-lg font-semibold text-ink-900">{value}</dd>
                </div>
              ))}
              <div className="col-span-2 rounded-lg bg-surface px-3 py-2">
                <dt className="text-muted">{texts.stats.length}</dt>
                <dd className="font-semibold text-ink-900">
                  {fillTemplate(texts.stats[report.encoding], { count: report.characters })}
                </dd>
                <dd className="text-xs text-muted">
                  {sample.trim() ? texts.stats.measured : texts.stats.longest}
                </dd>
              </div>
            </dl>
            <ul className="mt-5 flex flex-col gap-3">
              {report.findings.map((f, i) => {
                const { title, text } = finding(f.id, f.values);
                return (
                  <li
                    key={`${f.id}-${i}`}
                    className={clsx("rounded-lg p-3 ring-1", severityStyle[f.severity])}
                  >
                    <p className="text-sm font-semibold [overflow-wrap:anywhere]">
                      <span className="mr-2 rounded-pill bg-white/70 px-2 py-0.5 text-xs tracking-wide uppercase">
                        {texts.severity[f.severity]}
                      </span>
                      {title}
                    </p>
                    <p className="mt-1 text-sm [overflow-wrap:anywhere] text-ink-800">{text}</p>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
