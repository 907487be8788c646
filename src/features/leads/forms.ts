/**
 * The lead forms as data: one definition per form drives the rendered fields, the browser's
 * validation and the server's (SPEC §4 'Lead form', §5). Field titles and error texts are message
 * keys of the `leadForm` namespace, so the same definition renders in every locale.
 */

export const LEAD_FORMS = ["demo", "partner", "contact", "callback"] as const;
export type LeadFormName = (typeof LEAD_FORMS)[number];

/** The stable error codes a field can get; the browser turns each into text (SPEC §5). */
export type FieldErrorCode = "required" | "minLength" | "minItems" | "pattern" | "phoneType" | "terms";

/** Per-field error texts the schema may supply instead of the generic ones (keys of `leadForm.errors`). */
export type FieldMessages = Partial<
  Record<FieldErrorCode, "emailFormat" | "termsRequired" | "nameFormat" | "topicRequired">
>;

interface FieldBase {
  name: string;
  messages?: FieldMessages;
}

export interface TextField extends FieldBase {
  kind: "text" | "email" | "textarea";
  required: boolean;
  minLength?: number;
  maxLength: number;
  pattern?: RegExp;
  autoComplete: string;
}

export interface PhoneField extends FieldBase {
  kind: "phone";
}

export interface ChoicesField extends FieldBase {
  kind: "choices";
  options: readonly string[];
  minItems: number;
}

/** One answer out of a few, shown as radio buttons. */
export interface ChoiceField extends FieldBase {
  kind: "choice";
  options: readonly string[];
}

export interface TermsField extends FieldBase {
  kind: "terms";
}

export type FieldDef = TextField | PhoneField | ChoicesField | ChoiceField | TermsField;

/** Letters of any script, with spaces, dots, apostrophes and hyphens inside. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
/** A practical address check: one @, a dotted domain, no spaces (the full RFC grammar accepts typos). */
export const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,63}$/;

const firstName: TextField = {
  kind: "text",
  name: "firstName",
  required: true,
  maxLength: 80,
  pattern: NAME_PATTERN,
  autoComplete: "given-name",
  messages: { pattern: "nameFormat" },
};
const lastName: TextField = { ...firstName, name: "lastName", autoComplete: "family-name" };
const email: TextField = {
  kind: "email",
  name: "email",
  required: true,
  minLength: 6,
  maxLength: 254,
  pattern: EMAIL_PATTERN,
  autoComplete: "email",
  messages: { pattern: "emailFormat" },
};
const phone: PhoneField = { kind: "phone", name: "phone" };
const message: TextField = {
  kind: "textarea",
  name: "message",
  required: false,
  maxLength: 2000,
  autoComplete: "off",
};

export const PARTNER_INTERESTS = ["reseller", "referral", "technology", "consulting"] as const;

/** What a message on the contact page is about: it decides which team picks it up. */
export const CONTACT_TOPICS = ["sales", "support", "partnership", "press"] as const;

const terms: TermsField = { kind: "terms", name: "tnc", messages: { terms: "termsRequired" } };

export const FORM_FIELDS: Record<LeadFormName, readonly FieldDef[]> = {
  demo: [firstName, lastName, email, phone, message, terms],
  partner: [
    firstName,
    lastName,
    email,
    phone,
    { kind: "choices", name: "interests", options: PARTNER_INTERESTS, minItems: 1 },
    message,
  ],
  contact: [
    firstName,
    lastName,
    email,
    phone,
    { kind: "choice", name: "topic", options: CONTACT_TOPICS, messages: { required: "topicRequired" } },
    message,
    terms,
  ],
  /** The ticker's one-field form (SPEC §3 ticker item `form`): a work email to be contacted at. */
  callback: [email],
};

/** The hidden field people never see and bots fill in (SPEC is silent; standard honeypot). */
export const HONEYPOT_FIELD = "website";

export type PhoneValue = { country: string; number: string };
export type FieldValue = string | boolean | readonly string[] | PhoneValue;
export type FormValues = Record<string, FieldValue>;

/** The empty value of every field of a form: what 'fill a new form' starts from. */
export function emptyValues(form: LeadFormName, country: string): FormValues {
  return Object.fromEntries(
    FORM_FIELDS[form].map((field): [string, FieldValue] => {
      switch (field.kind) {
        case "phone":
          return [field.name, { country, number: "" }];
        case "choices":
          return [field.name, []];
        case "terms":
          return [field.name, false];
        default:
          return [field.name, ""];
      }
    }),
  );
}
