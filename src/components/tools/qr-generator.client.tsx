"use client";

import clsx from "clsx";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ClientLink } from "@/components/ui/client-link.client";
import type { QrCode } from "@/features/qr/image";
import {
  phoneDigits,
  qrPhoneProblem,
  QR_MESSAGE_MAX_LENGTH,
  QR_PHONE_MIN_LENGTH,
  whatsappLink,
  type QrPhoneProblem,
} from "@/features/qr/link";
import { mirrorToUrl, readUrlParams } from "@/features/tools/url-params";
import { saveFile } from "@/features/tools/save-file";
import { CopyButton } from "./copy-button.client";
import { useReveal } from "./use-reveal";
import { FieldError, inputClass } from "@/components/forms/field";

export interface QrTexts {
  phoneLabel: string;
  phoneHint: string;
  /** Shown, without blocking, while the number is shorter than a full international one. */
  countryCodeHint: string;
  messageLabel: string;
  messageHint: string;
  optional: string;
  submit: string;
  errors: Record<QrPhoneProblem | "messageTooLong", string>;
  resultTitle: string;
  resultLead: string;
  /** `{phone}` is replaced by the number. */
  imageLabel: string;
  linkLabel: string;
  downloadPng: string;
  downloadSvg: string;
  copy: string;
  copied: string;
  open: string;
}

interface Result {
  link: string;
  code: QrCode;
}

/** The address parameters a configuration is shared with. */
const PARAMS = { phone: "phone", message: "text" } as const;

const loadEncoder = () => import("@/features/qr/image");

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
      encoder = await loadEncoder();
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
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-phone`} className="text-sm font-medium text-text">
            {texts.phoneLabel}
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="text"
            inputMode="numeric"
            autoComplete="tel"
            required
            minLength={QR_PHONE_MIN_LENGTH}
            placeholder="919876543210"
            value={phone}
            onChange={(e) => edit({ phone: phoneDigits(e.target.value) })}
            onFocus={() => void loadEncoder()}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={`${id}-phone-hint${phoneError ? ` ${id}-phone-error` : ""}`}
            className={clsx(inputClass(!!phoneError), "h-field")}
          />
          <p id={`${id}-phone-hint`} className="text-sm text-muted">
            {showCountryHint ? texts.countryCodeHint : texts.phoneHint}
          </p>
          {phoneError && <FieldError id={`${id}-phone-error`} text={phoneError} />}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-message`} className="text-sm font-medium text-text">
            {texts.messageLabel} <span className="font-normal text-muted">{texts.optional}</span>
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={3}
            maxLength={QR_MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(e) => edit({ message: e.target.value })}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`${id}-message-hint${errors.message ? ` ${id}-message-error` : ""}`}
            className={clsx(inputClass(!!errors.message), "py-2.5")}
          />
          <p id={`${id}-message-hint`} className="text-sm text-muted">
            {texts.messageHint}
          </p>
          {errors.message && <FieldError id={`${id}-message-error`} text={errors.message} />}
        </div>
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-pill bg-signal-500 px-6 font-semibold text-ink-950 hover:bg-signal-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink-700"
        >
          {texts.submit}
        </button>
      </form>
      {result && <QrResult ref={resultRef} result={result} phone={phone} texts={texts} />}
    </div>
  );
}

function QrResult({
  ref,
  result,
  phone,
  texts,
}: {
  ref: React.Ref<HTMLDivElement>;
  result: Result;
  phone: string;
  texts: QrTexts;
}) {
  const { link, code } = result;
  const titleId = useId();

  async function download(kind: "png" | "svg") {
    try {
      const { qrPng, qrSvg, QR_FILE_NAME } = await loadEncoder();
      if (kind === "png") saveFile(await qrPng(code), "image/png", `${QR_FILE_NAME}.png`);
      else saveFile(qrSvg(code), "image/svg+xml", `${QR_FILE_NAME}.svg`);
    } catch (error) {
      console.error("QR download failed", error);
    }
  }

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      className="mt-8 scroll-mt-28 border-t border-line pt-8 focus:outline-none"
    >
      <h3 id={titleId} className="text-xl font-bold text-ink-900">
        {texts.resultTitle}
      </h3>
      <p className="mt-1 text-sm text-muted">{texts.resultLead}</p>
      <svg
        role="img"
        aria-label={texts.imageLabel.replace("{phone}", `+${phone}`)}
        viewBox={`0 0 ${code.modules} ${code.modules}`}
        width={320}
        height={320}
        shapeRendering="crispEdges"
        className="mx-auto mt-5 h-auto w-full max-w-80 rounded-lg ring-1 ring-line"
      >
        <rect width="100%" height="100%" fill="#fff" />
        <path d={code.path} fill="#000" />
      </svg>
      <p className="mt-5 text-sm font-medium text-text">{texts.linkLabel}</p>
      <p className="mt-1 rounded-lg bg-surface px-3 py-2 font-mono text-sm break-all text-ink-900">{link}</p>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <button type="button" className={actionClass} onClick={() => void download("png")}>
          {texts.downloadPng}
        </button>
        <button type="button" className={actionClass} onClick={() => void download("svg")}>
          {texts.downloadSvg}
        </button>
        <CopyButton text={link} label={texts.copy} copiedLabel={texts.copied} className={actionClass} />
        <ClientLink href={link} className={actionClass}>
          {texts.open}
        </ClientLink>
      </div>
    </div>
  );
}

const actionClass =
  "inline-flex min-h-11 items-center justify-center rounded-pill px-4 text-sm font-semibold text-ink-900 ring-1 ring-line hover:bg-surface focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink-700";
