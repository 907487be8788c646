import clsx from "clsx";

/**
 * The one look of a toggle chip (filter chips, the catalogue's teams, page numbers): a pill that is
 * dark while chosen. A chip's chosen state is its meaning, so it is not a button's look.
 */
export const chipClass = (chosen: boolean, className?: string) =>
  clsx(
    "inline-flex min-h-11 cursor-pointer items-center justify-center rounded-pill px-4 text-sm font-semibold ring-1 transition-colors",
    chosen
      ? "bg-ink-900 text-white ring-ink-900"
      : "bg-white text-ink-800 ring-line hover:text-ink-900 hover:ring-ink-300",
    className,
  );
