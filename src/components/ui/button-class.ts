import { cn } from "@/lib/cn";

const variants = {
  primary: "bg-signal-400 text-ink-950 hover:bg-signal-300",
  secondary: "bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/15",
  dark: "bg-ink-900 text-white hover:bg-ink-800",
  outline: "bg-white text-ink-900 ring-1 ring-line hover:ring-ink-300",
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClass = (variant: ButtonVariant = "primary", className?: string) =>
  cn(
    "inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-pill px-5 py-2.5 text-sm font-semibold transition-colors",
    variants[variant],
    className,
  );
