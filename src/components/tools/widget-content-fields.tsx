import { Field, inputClass } from "@/components/forms/field";
import { TEXT_LIMITS, widgetDigits, type Template, type TextField } from "@/features/widget/settings";
import { WIDGET_LANGUAGES, type WidgetLanguage } from "@/features/widget/snippet";
import type { WidgetFieldsProps } from "./widget-texts";

const TEXT_FIELDS = {
  a: ["message", "response", "name", "status", "buttonText"],
  b: ["message", "buttonText"],
} as const satisfies Record<Template, readonly TextField[]>;

/** The number, the template's texts, the profile picture, the icon switch and the widget's language. */
export function WidgetContentFields({ idPrefix, values, texts, edit, problem }: WidgetFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-semibold text-ink-900">{texts.groups.content}</legend>
      <Field
        id={`${idPrefix}-mobileNumber`}
        label={texts.labels.mobileNumber}
        hint={texts.hints.mobileNumber}
        error={problem("mobileNumber")}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="tel"
            required
            placeholder="919876543210"
            value={values.mobileNumber}
            onChange={(e) => edit((v) => ({ ...v, mobileNumber: widgetDigits(e.target.value) }))}
            className={`${inputClass} h-field`}
          />
        )}
      </Field>
      {TEXT_FIELDS[values.template].map((name) => (
        <Field
          key={name}
          id={`${idPrefix}-${name}`}
          label={texts.labels[name]}
          hint={name === "message" ? texts.hints.message : undefined}
        >
          {(control) => {
            const props = {
              ...control,
              value: values.texts[name],
              maxLength: TEXT_LIMITS[name],
              onChange: (e: { target: { value: string } }) =>
                edit((v) => ({ ...v, texts: { ...v.texts, [name]: e.target.value } })),
            };
            return name === "message" || name === "response" ? (
              <textarea {...props} rows={2} className={`${inputClass} py-2.5`} />
            ) : (
              <input {...props} type="text" className={`${inputClass} h-field`} />
            );
          }}
        </Field>
      ))}
      {values.template === "a" && (
        <Field
          id={`${idPrefix}-profilePic`}
          label={texts.labels.profilePic}
          hint={texts.hints.profilePic}
          error={problem("profilePic")}
        >
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.profilePic}
              onChange={(e) => edit((v) => ({ ...v, profilePic: e.target.value.trim() }))}
              className={`${inputClass} h-field`}
            />
          )}
        </Field>
      )}
      <Field id={`${idPrefix}-whatsappIcon`} label={texts.labels.whatsappIcon} layout="inline">
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={values.whatsappIcon}
            onChange={(e) => edit((v) => ({ ...v, whatsappIcon: e.target.checked }))}
            className="mt-0.5 size-4 accent-ink-700"
          />
        )}
      </Field>
      <Field id={`${idPrefix}-lang`} label={texts.labels.lang}>
        {(control) => (
          <select
            {...control}
            value={values.lang}
            onChange={(e) => edit((v) => ({ ...v, lang: e.target.value as WidgetLanguage }))}
            className={`${inputClass} h-field`}
          >
            {WIDGET_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {texts.languages[l]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
}
