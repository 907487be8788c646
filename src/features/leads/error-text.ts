import type { FieldErrorCode, FieldMessages } from "./forms";

/** The localized texts error messages are built from (namespace `leadForm.errors`). */
export interface ErrorTexts {
  required: string;
  validFormat: string;
  shouldBeNumber: string;
  perField: Record<NonNullable<FieldMessages[FieldErrorCode]>, string>;
}

/**
 * SPEC §5: required and minimum-items errors read '{field title} {required message lowercased}';
 * minimum length uses the required message; pattern errors use the valid-format message; phone type
 * errors say 'Should be a number' unless overridden; a field may supply its own text for any code.
 */
export function errorText(
  code: FieldErrorCode,
  title: string,
  texts: ErrorTexts,
  locale: string,
  messages?: FieldMessages,
): string {
  const own = messages?.[code];
  if (own) return texts.perField[own];
  switch (code) {
    case "required":
    case "minItems":
    case "terms":
      return `${title} ${texts.required.toLocaleLowerCase(locale)}`;
    case "minLength":
      return texts.required;
    case "pattern":
      return texts.validFormat;
    case "phoneType":
      return texts.shouldBeNumber;
  }
}
