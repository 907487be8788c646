import clsx from "clsx";
import type { WidgetFieldsProps } from "./widget-texts";

/** Template a (chat card) or b (direct button), as two cards with a radio each. */
export function WidgetTemplatePicker({
  values,
  texts,
  edit,
}: Omit<WidgetFieldsProps, "problem" | "idPrefix">) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-900">{texts.template.legend}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {(["a", "b"] as const).map((template) => (
          <label
            key={template}
            className={clsx(
              "flex cursor-pointer gap-3 rounded-card p-4 ring-1 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink-500",
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
  );
}
