import { buttonClass } from "@/components/ui/button-class";
import { useId } from "react";
import { ClientLink } from "@/components/ui/client-link.client";
import type { QrCode } from "@/features/qr/image";
import { loadQrEncoder } from "@/features/qr/load";
import { saveFile } from "@/features/tools/save-file";
import { CopyButton } from "./copy-button.client";

export interface QrResultTexts {
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

export interface Result {
  link: string;
  code: QrCode;
}

/** The code made for `phone`, its link, and the download, copy and open actions. */
export function QrResult({
  ref,
  result,
  phone,
  texts,
}: {
  ref: React.Ref<HTMLDivElement>;
  result: Result;
  phone: string;
  texts: QrResultTexts;
}) {
  const { link, code } = result;
  const titleId = useId();

  async function download(kind: "png" | "svg") {
    try {
      const { qrPng, qrSvg, QR_FILE_NAME } = await loadQrEncoder();
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
      {/* Shown readable (the message as typed); Copy and Open use the exact, encoded link. */}
      <p className="mt-1 rounded-lg bg-surface px-3 py-2 font-mono text-sm break-all whitespace-pre-wrap text-ink-900">
        {readableLink(link)}
      </p>
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

const actionClass = buttonClass("outline");

/** The link with its message decoded: line breaks, accents and emoji as the visitor typed them. */
export function readableLink(link: string): string {
  try {
    return decodeURIComponent(link);
  } catch {
    return link;
  }
}
