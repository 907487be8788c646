import { isSupportedCountry, isValidPhoneNumber, type CountryCode } from "libphonenumber-js/min";
import { z } from "zod";
import { phoneDigits } from "./phone-mask";
import { FORM_FIELDS, type FieldDef, type FieldErrorCode, type FormValues, type LeadFormName } from "./forms";

/** Longest national number the phone metadata knows is 17 digits; leave room for typing. */
const PHONE_MAX_LENGTH = 20;

/** Zod's `message` carries our stable error code; the browser turns it into text. */
const fail = (code: FieldErrorCode) => ({ error: code });

function fieldSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case "text":
    case "email":
    case "textarea": {
      let text = z.string(fail("pattern")).trim().max(field.maxLength, fail("pattern"));
      if (field.minLength) text = text.min(field.minLength, fail("minLength"));
      if (field.pattern) text = text.regex(field.pattern, fail("pattern"));
      const base = z.string(fail("pattern")).trim();
      return field.required
        ? base.min(1, fail("required")).pipe(text)
        : z.union([base.length(0), text], fail("pattern"));
    }
    case "phone":
      return z
        .object({
          country: z.string().refine((c) => isSupportedCountry(c), fail("pattern")),
          number: z.string(fail("phoneType")).max(PHONE_MAX_LENGTH * 2, fail("pattern")),
        })
        .superRefine(({ country, number }, ctx) => {
          const digits = phoneDigits(number);
          if (digits === null) return void ctx.addIssue({ code: "custom", message: "phoneType" });
          if (digits === "") return void ctx.addIssue({ code: "custom", message: "required" });
          if (digits.length > PHONE_MAX_LENGTH || !isValidPhoneNumber(digits, country as CountryCode))
            ctx.addIssue({ code: "custom", message: "pattern" });
        });
    case "choices":
      return z
        .array(z.enum(field.options as [string, ...string[]], fail("pattern")), fail("minItems"))
        .max(field.options.length, fail("pattern"))
        .refine((items) => new Set(items).size === items.length, fail("pattern"))
        .refine((items) => items.length >= field.minItems, fail("minItems"));
    case "choice":
      return z
        .string(fail("pattern"))
        .refine((answer) => answer !== "", fail("required"))
        .refine((answer) => answer === "" || field.options.includes(answer), fail("pattern"));
    case "terms":
      return z.boolean(fail("terms")).refine((accepted) => accepted, fail("terms"));
  }
}

const schemas = new Map<LeadFormName, z.ZodType<FormValues>>();

/** The one schema of a form's fields, shared by the browser and the server. */
export function formSchema(form: LeadFormName): z.ZodType<FormValues> {
  let schema = schemas.get(form);
  if (!schema) {
    const shape = Object.fromEntries(FORM_FIELDS[form].map((f) => [f.name, fieldSchema(f)]));
    schema = z.strictObject(shape) as unknown as z.ZodType<FormValues>;
    schemas.set(form, schema);
  }
  return schema;
}

export type FieldErrors = Record<string, FieldErrorCode>;

export type Validated = { ok: true; values: FormValues } | { ok: false; errors: FieldErrors };

const KNOWN_CODES = new Set<string>(["required", "minLength", "minItems", "pattern", "phoneType", "terms"]);

/** Validates a form's values: the cleaned values, or one error code per failing field (the first). */
export function validateForm(form: LeadFormName, values: unknown): Validated {
  const result = formSchema(form).safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const given = (typeof values === "object" && values !== null ? values : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) errors[key] ??= "pattern";
      continue;
    }
    const field = String(issue.path[0] ?? "_form");
    const code = given[field] === undefined ? "required" : issue.message;
    errors[field] ??= KNOWN_CODES.has(code) ? (code as FieldErrorCode) : "pattern";
  }
  return { ok: false, errors };
}
