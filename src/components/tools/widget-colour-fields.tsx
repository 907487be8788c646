import { Field } from "@/components/forms/field";
import { lowContrast, RADIUS_MAX, type ColorField, type Template } from "@/features/widget/settings";
import type { WidgetFieldsProps } from "./widget-texts";

const TEMPLATE_COLORS = {
  a: ["headerBgColor", "nameTextColor", "statusTextColor", "buttonBgColor", "buttonTextColor"],
  b: ["BgColor", "buttonTextColor"],
} as const satisfies Record<Template, readonly ColorField[]>;

/** The template's colours, each warned about when its text would be hard to read, and the radius. */
export function WidgetColourFields({ idPrefix, values, texts, edit }: Omit<WidgetFieldsProps, "problem">) {
  const low = lowContrast(values);
  const warning = (ratio: number) => (
    <span className="text-danger-700">
      {texts.contrastWarning.replace(
        "{ratio}",
        ratio.toLocaleString(document.documentElement.lang, { maximumFractionDigits: 1 }),
      )}
    </span>
  );
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink-900">{texts.groups.colours}</legend>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {TEMPLATE_COLORS[values.template].map((name) => (
          <Field
            key={name}
            id={`${idPrefix}-${name}`}
            layout="inline"
            label={
              <>
                {texts.labels[name]}
                <span className="block font-mono text-xs text-muted">{values.colors[name]}</span>
              </>
            }
            hint={low[name] && warning(low[name])}
          >
            {(control) => (
              <input
                {...control}
                type="color"
                value={values.colors[name].toLowerCase()}
                onChange={(e) =>
                  edit((v) => ({ ...v, colors: { ...v.colors, [name]: e.target.value.toUpperCase() } }))
                }
                className="h-10 w-12 shrink-0 cursor-pointer rounded-lg bg-white p-1 ring-1 ring-line"
              />
            )}
          </Field>
        ))}
      </div>
      {values.template === "a" && (
        <Field id={`${idPrefix}-buttonBorderRadius`} label={texts.labels.buttonBorderRadius} className="mt-5">
          {(control) => (
            <div className="flex items-center gap-3">
              <input
                {...control}
                type="range"
                min={0}
                max={RADIUS_MAX}
                value={Number.parseInt(values.buttonBorderRadius, 10)}
                onChange={(e) => edit((v) => ({ ...v, buttonBorderRadius: `${e.target.value}px` }))}
                className="w-full max-w-xs accent-ink-700"
              />
              <output htmlFor={control.id} className="font-mono text-sm text-muted">
                {values.buttonBorderRadius}
              </output>
            </div>
          )}
        </Field>
      )}
    </fieldset>
  );
}
