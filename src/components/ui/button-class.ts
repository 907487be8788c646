import clsx from "clsx";

const variants = {
  primary: "bg-signal-400 text-ink-950 hover:bg-signal-300",
  secondary: "bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/15",
  dark: "bg-ink-900 text-white hover:bg-ink-800",
  outline: "bg-white text-ink-900 ring-1 ring-line hover:ring-ink-300",
} as const;

const sizes = {
  md: "min-h-11 px-5 py-2.5 text-sm",
  /** A form's own submit button. */
  lg: "min-h-12 px-7 py-3 text-base",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * The one look of every button and button-styled link: a pill in one of four variants and two
 * sizes. `className` adds layout (margins, self-alignment); to override one of its own classes, pass
 * the result through `cn` in a server component. clsx, not cn: buttons are drawn by the forms and
 * tools in the browser, and tailwind-merge would add about 8 KB to their first load. A label stays
 * on one line unless `wrap` lets a long one (a translated call to action) break rather than overflow.
 */
export const buttonClass = (
  variant: ButtonVariant = "primary",
  className?: string,
  size: ButtonSize = "md",
  wrap = false,
) =>
  clsx(
    "inline-flex items-center justify-center gap-2 rounded-pill font-semibold transition-colors disabled:cursor-wait disabled:opacity-60",
    wrap ? "text-center text-balance" : "whitespace-nowrap",
    sizes[size],
    variants[variant],
    className,
  );
