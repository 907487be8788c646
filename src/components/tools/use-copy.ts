import { useCallback, useEffect, useRef, useState } from "react";

/** How long 'Copied!' stays (SPEC §4 'QR', 'Widget generator'). */
export const COPIED_MS = 2000;

/**
 * Copies text to the clipboard and reports `copied` for 2 s. A failure (no permission, insecure
 * context) is logged only (SPEC §8): the text stays on screen to copy by hand.
 */
export function useCopy(): [copied: boolean, copy: (text: string) => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback((text: string) => {
    navigator.clipboard.writeText(text).then(
      () => {
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
      },
      (error: unknown) => console.error("Copy failed", error),
    );
  }, []);
  return [copied, copy];
}
