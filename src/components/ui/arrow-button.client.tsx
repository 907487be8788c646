"use client";

import { clsx } from "clsx";
import type { Ref } from "react";
import { ChevronDown } from "@/components/icons/chevron";

/** The round previous/next button of carousels and tab strips; disabled at the ends. */
export function ArrowButton({
  ref,
  label,
  disabled,
  onClick,
  iconClass,
}: {
  ref?: Ref<HTMLButtonElement>;
  label: string;
  disabled: boolean;
  onClick: () => void;
  /** Turns the chevron to point the button's way, e.g. `rotate-90`. */
  iconClass: string;
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-11 place-items-center rounded-full bg-white text-ink-900 ring-1 ring-ink-900 transition-colors enabled:hover:bg-ink-900 enabled:hover:text-white disabled:cursor-not-allowed disabled:opacity-40"
    >
      <ChevronDown className={clsx("size-4", iconClass)} />
    </button>
  );
}
