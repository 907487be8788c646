import clsx from "clsx";
import { useEffect, useId, useRef, useState } from "react";
import { useNear } from "@/components/ui/use-near";
import { widgetProblems, widgetSettings, type WidgetValues } from "@/features/widget/settings";
import { previewDocument } from "@/features/widget/snippet";
import type { WidgetGeneratorTexts } from "./widget-texts";

/** Preview updates wait for a pause in typing, so the frame does not reload on every key. */
const PREVIEW_DELAY_MS = 250;
/**
 * The frame is a second document (a new script context, style and layout): it is built once the
 * preview scrolls into view, never as part of loading the page. Until then the box shows the
 * frame's stand-in page without the button.
 */
const PREVIEW_MARGIN = "0px";
/** Stands in for a missing or invalid number in the preview only: the widget renders nothing without one. */
const PREVIEW_NUMBER = "0000000000";

/** The real widget in a sandboxed frame: what visitors will see, without touching this page. */
export function WidgetPreview({
  values,
  texts,
}: {
  values: WidgetValues;
  texts: Pick<WidgetGeneratorTexts, "previewTitle" | "previewFrame">;
}) {
  const titleId = useId();
  const settings = widgetSettings(
    widgetProblems(values).includes("mobileNumber") ? { ...values, mobileNumber: PREVIEW_NUMBER } : values,
  );
  const json = JSON.stringify(settings);
  const [doc, setDoc] = useState<string | null>(null);
  const frameBox = useRef<HTMLDivElement>(null);
  const near = useNear(frameBox, PREVIEW_MARGIN);
  useEffect(() => {
    if (!near) return;
    const timer = window.setTimeout(
      () => setDoc(previewDocument(window.location.origin, JSON.parse(json) as typeof settings)),
      PREVIEW_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [json, near]);
  return (
    <section aria-labelledby={titleId} className="order-first lg:sticky lg:top-28 lg:order-none">
      <h3 id={titleId} className="text-sm font-semibold text-ink-900">
        {texts.previewTitle}
      </h3>
      <div ref={frameBox} className="mt-3 overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line">
        <div className="flex gap-1.5 border-b border-line px-4 py-3" aria-hidden="true">
          <span className="size-2.5 rounded-full bg-line" />
          <span className="size-2.5 rounded-full bg-line" />
          <span className="size-2.5 rounded-full bg-line" />
        </div>
        {doc ? (
          <iframe
            title={texts.previewFrame}
            srcDoc={doc}
            sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
            className="block h-96 w-full lg:h-[32rem]"
          />
        ) : (
          // The stand-in page of `previewDocument`, same colours and blocks, without the button.
          <div className="h-96 bg-[#f5f7fa] p-5 lg:h-[32rem]">
            {["w-[55%]", "w-full", "w-[70%]", "w-full", "w-full", "w-[70%]"].map((width, i) => (
              <span
                key={i}
                className={clsx(width, "mb-3 block h-3 rounded-md bg-[#dfe4ea] first:mb-6 first:h-7")}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
