"use client";

import { buttonClass } from "@/components/ui/button-class";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { mirrorToUrl, readUrlParams } from "@/features/tools/url-params";
import {
  defaultValues,
  valuesFromParams,
  valuesToParams,
  widgetProblems,
  widgetSettings,
  type WidgetProblem,
  type WidgetValues,
} from "@/features/widget/settings";
import { widgetSnippet, type WidgetLanguage } from "@/features/widget/snippet";
import { useReveal } from "./use-reveal";
import { WidgetCode } from "./widget-code";
import { WidgetColourFields } from "./widget-colour-fields";
import { WidgetContentFields } from "./widget-content-fields";
import { WidgetPreview } from "./widget-preview";
import { WidgetTemplatePicker } from "./widget-template-picker";
import type { WidgetGeneratorTexts } from "./widget-texts";

/**
 * The chat-button generator (SPEC §4 'Widget generator', §5, §9): template a or b, a live preview
 * running the real widget, a number of 10 to 13 digits (red border and no code otherwise), and
 * the snippet on a valid submit; any edit clears it. Settings are mirrored in the address.
 */
export function WidgetGenerator({ texts, lang }: { texts: WidgetGeneratorTexts; lang: WidgetLanguage }) {
  const idPrefix = useId();
  const defaults = useMemo(() => defaultValues(texts.defaults, lang), [texts.defaults, lang]);
  const [values, setValues] = useState(defaults);
  const [submitted, setSubmitted] = useState(false);
  const [snippet, setSnippet] = useState<string | null>(null);
  const codeRef = useReveal(snippet);

  // A shared configuration is restored once hydrated: the prerendered page cannot know it.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setValues(valuesFromParams(readUrlParams(), defaults)), [defaults]);

  const problems = widgetProblems(values);
  const problem = (field: WidgetProblem) =>
    problems.includes(field) && (submitted || values[field] !== "") ? texts.errors[field] : undefined;

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
      document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setSnippet(widgetSnippet(window.location.origin, widgetSettings(values)));
  }

  const fields = { idPrefix, values, texts, edit };
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <form noValidate onSubmit={submit} className="flex flex-col gap-8">
        <WidgetTemplatePicker {...fields} />
        <WidgetContentFields {...fields} problem={problem} />
        <WidgetColourFields {...fields} />
        <button type="submit" className={buttonClass("primary", "self-start", "lg")}>
          {texts.submit}
        </button>
        {snippet && <WidgetCode ref={codeRef} snippet={snippet} texts={texts} />}
      </form>
      <WidgetPreview values={values} texts={texts} />
    </div>
  );
}
