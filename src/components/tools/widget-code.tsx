import { buttonClass } from "@/components/ui/button-class";
import { useId } from "react";
import { CopyButton } from "./copy-button.client";
import type { WidgetGeneratorTexts } from "./widget-texts";

/** The snippet to paste into a site, with its copy button. */
export function WidgetCode({
  ref,
  snippet,
  texts,
}: {
  ref: React.Ref<HTMLDivElement>;
  snippet: string;
  texts: Pick<WidgetGeneratorTexts, "codeTitle" | "codeLead" | "copy" | "copied">;
}) {
  const titleId = useId();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      className="scroll-mt-28 rounded-card bg-ink-950 p-6 text-white focus:outline-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold">
          {texts.codeTitle}
        </h3>
        <CopyButton
          text={snippet}
          label={texts.copy}
          copiedLabel={texts.copied}
          className={buttonClass("primary", "focus-visible:outline-white")}
        />
      </div>
      <p className="mt-2 text-sm text-ink-200">{texts.codeLead}</p>
      <pre className="mt-4 overflow-x-auto rounded-lg bg-black/40 p-4 text-sm leading-6 break-all whitespace-pre-wrap">
        <code>{snippet}</code>
      </pre>
    </div>
  );
}
