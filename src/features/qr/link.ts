/**
 * The WhatsApp click-to-chat link behind a QR code (SPEC §5, §9): `https://wa.me/+{digits}`, plus
 * `?text=` with the prefilled message percent-encoded, so line breaks and emoji survive.
 */
export const QR_PHONE_MIN_LENGTH = 12;
/** E.164 numbers have at most 15 digits. */
export const QR_PHONE_MAX_LENGTH = 15;
/** Below this many digits the generator refuses to make a code. */
export const QR_MIN_DIGITS = 10;
/** An input bound; whether the link still fits a scannable code is checked when it is encoded. */
export const QR_MESSAGE_MAX_LENGTH = 300;

/** What the phone field keeps of any input: its digits, at most 15. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, QR_PHONE_MAX_LENGTH);
}

export type QrPhoneProblem = "required" | "tooShort";

/** Why a phone cannot make a code, or null when it can. */
export function qrPhoneProblem(digits: string): QrPhoneProblem | null {
  if (!digits) return "required";
  return digits.length < QR_MIN_DIGITS ? "tooShort" : null;
}

export function whatsappLink(digits: string, message: string): string {
  const base = `https://wa.me/+${digits}`;
  return message.trim() ? `${base}?text=${encodeURIComponent(message)}` : base;
}
