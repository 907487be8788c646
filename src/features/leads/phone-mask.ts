/**
 * SPEC §5 phone masks: each `.` is a digit. India takes 10 digits, the US (and the other +1
 * countries) '(...) .......'. Elsewhere the number is digits only, up to 15 (E.164's limit).
 */
const MASKS: Record<string, string> = {
  IN: "..... .....",
  US: "(...) .......",
  CA: "(...) .......",
};
const UNMASKED_MAX_DIGITS = 15;

export function phoneMask(country: string): string | undefined {
  return MASKS[country];
}

/** Longest raw value kept when it holds more than digits (so 'Should be a number' can show). */
const RAW_MAX_LENGTH = 30;

/**
 * The typed value shown through the country's mask, extra digits dropped. A value with letters or
 * other symbols is left as typed, so the form can say it should be a number.
 */
export function maskPhone(country: string, typed: string): string {
  if (/[^\d\s().+-]/.test(typed)) return typed.slice(0, RAW_MAX_LENGTH);
  const mask = MASKS[country];
  const digits = typed.replace(/\D/g, "").slice(0, mask ? mask.split(".").length - 1 : UNMASKED_MAX_DIGITS);
  if (!mask) return digits;
  let out = "";
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    out += char === "." ? digits[next++] : char;
  }
  return out;
}

/** Characters a phone mask adds; anything else that is not a digit makes the value 'not a number'. */
const MASK_CHARACTERS = /[\s().+-]/g;

/** The national digits of a typed phone number, or null when it holds something else. */
export function phoneDigits(typed: string): string | null {
  const digits = typed.replace(MASK_CHARACTERS, "");
  return /^\d*$/.test(digits) ? digits : null;
}
