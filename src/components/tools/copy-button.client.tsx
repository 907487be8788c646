"use client";

import { useCopy } from "./use-copy";

/** A button that copies `text` and reads 'Copied!' for 2 s; screen readers hear the change. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  className,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  className?: string;
}) {
  const [copied, copy] = useCopy();
  return (
    <button type="button" className={className} onClick={() => copy(text)}>
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}
