"use client";

import { buttonClass } from "@/components/ui/button-class";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Field, inputClass } from "@/components/forms/field";
import { loadQrEncoder } from "@/features/qr/load";
import {
  phoneDigits,
  qrPhoneProblem,
  QR_MESSAGE_MAX_LENGTH,
  QR_PHONE_MIN_LENGTH,
  whatsappLink,
  type QrPhoneProblem,
} from "@/features/qr/link";
import { mirrorToUrl, readUrlParams } from "@/features/tools/url-params";
import { QrResult, type QrResultTexts, type Result } from "./qr-result";
import { useReveal } from "./use-reveal";

export interface QrTexts extends QrResultTexts {
  phoneLabel: string;
  phoneHint: string;
  /** Shown, without blocking, while the number is shorter than a full international one. */
  countryCodeHint: string;
  messageLabel: string;
  messageHint: string;
  optional: string;
  submit: string;
  errors: Record<QrPhoneProblem | "messageTooLong", string>;
}

/** The address parameters a configuration is shared with. */
const PARAMS = { phone: "phone", message: "text" } as const;

/**
 * The WhatsApp QR code generator (SPEC §4 'QR', §5, §9): digits-only number and an optional
 * message; a submit with at least 10 digits shows the code and scrolls to it, any edit hides it
 * again. The encoder is loaded on first use. Downloads and copying fail silently (logged only).
 */
export function QrGenerator({ texts }: { texts: QrTexts }) {
  const id = useId();
  const [phone, setPhone] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<{ phone?: string; message?: string }>({});
  const [result, setResult] = useState<Result | null>(null);
  const attempt = useRef(0);
  const resultRef = useReveal(result);

  useEffect(() => {
    const params = readUrlParams();
    // A shared configuration is restored once hydrated: the prerendered page cannot know it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPhone(phoneDigits(params.get(PARAMS.phone) ?? ""));
    setMessage((params.get(PARAMS.message) ?? "").slice(0, QR_MESSAGE_MAX_LENGTH));
  }, []);

  function edit(next: { phone?: string; message?: string }) {
    attempt.current++; // a code still being made for the old input must not appear
    setResult(null);
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(next).map((k) => [k, undefined])),
    }));
    const values = { phone, message, ...next };
    setPhone(values.phone);
    setMessage(values.message);
    mirrorToUrl({ [PARAMS.phone]: values.phone, [PARAMS.message]: values.message });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = qrPhoneProblem(phone);
    if (problem) {
      setErrors({ phone: texts.errors[problem] });
      document.getElementById(`${id}-phone`)?.focus();
      return;
    }
    const current = ++attempt.current;
    const link = whatsappLink(phone, message);
    let encoder;
    try {
      encoder = await loadQrEncoder();
    } catch (error) {
      // Its chunk could not load (offline, a new deployment): the visitor can simply try again.
      console.error("QR encoder failed to load", error);
      return;
    }
    if (current !== attempt.current) return;
    const code = encoder.qrCode(link);
    if (!code) {
      setErrors({ message: texts.errors.messageTooLong });
      document.getElementById(`${id}-message`)?.focus();
      return;
    }
    setResult({ link, code });
  }

  const phoneError = errors.phone;
  const showCountryHint = !phoneError && phone.length >= 1 && phone.length < QR_PHONE_MIN_LENGTH;
  return (
    <div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <Field
          id={`${id}-phone`}
          label={texts.phoneLabel}
          hint={showCountryHint ? texts.countryCodeHint : texts.phoneHint}
          error={phoneError}
        >
          {(control) => (
            <input
              {...control}
              name="phone"
              type="text"
              inputMode="numeric"
              autoComplete="tel"
              required
              minLength={QR_PHONE_MIN_LENGTH}
              placeholder="919876543210"
              value={phone}
              onChange={(e) => edit({ phone: phoneDigits(e.target.value) })}
              onFocus={() => void loadQrEncoder()}
              className={`${inputClass} h-field`}
            />
          )}
        </Field>
        <Field
          id={`${id}-message`}
          label={texts.messageLabel}
          optional={texts.optional}
          hint={texts.messageHint}
          error={errors.message}
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={3}
              maxLength={QR_MESSAGE_MAX_LENGTH}
              value={message}
              onChange={(e) => edit({ message: e.target.value })}
              className={`${inputClass} py-2.5`}
            />
          )}
        </Field>
        <button type="submit" className={buttonClass("primary", undefined, "lg")}>
          {texts.submit}
        </button>
      </form>
      {result && <QrResult ref={resultRef} result={result} phone={phone} texts={texts} />}
    </div>
  );
}
