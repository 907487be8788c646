import { clsx } from "clsx";
import type { ReactNode } from "react";
import { channelIcons } from "@/components/icons/channel-icons";

export type Channel = keyof typeof channelIcons;

/**
 * The frame of every product mock-up: a browser-like window whose body lays itself out by its own
 * width (container queries), so a mock-up reads the same in a hero, a tab panel or a phone column.
 * It is a picture to assistive technology (`role="img"`) with a sentence saying what it shows; the
 * text drawn inside is part of the picture.
 */
export function AppWindow({
  label,
  title,
  children,
  className,
}: {
  label: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className={clsx(
        "@container overflow-hidden rounded-card bg-white text-left text-text shadow-phone ring-1 ring-ink-900/10 select-none",
        className,
      )}
    >
      <div className="flex items-center gap-1.5 border-b border-line bg-surface px-4 py-2.5">
        <span className="size-2.5 rounded-full bg-ink-200" />
        <span className="size-2.5 rounded-full bg-ink-200" />
        <span className="size-2.5 rounded-full bg-ink-200" />
        <span className="ml-3 truncate text-xs font-semibold text-ink-800">{title}</span>
      </div>
      {children}
    </div>
  );
}

/** A channel's line icon in a small tinted disc. */
export function ChannelBadge({ channel, className }: { channel: Channel; className?: string }) {
  return (
    <span
      className={clsx(
        "grid size-6 shrink-0 place-items-center rounded-full bg-signal-100 text-signal-600 [&_svg]:size-3.5",
        className,
      )}
    >
      {channelIcons[channel]}
    </span>
  );
}

/** A round avatar with a person's initials. */
export function Initials({ name, className }: { name: string; className?: string }) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.slice(0, 1))
    .join("");
  return (
    <span
      className={clsx(
        "grid size-8 shrink-0 place-items-center rounded-full bg-ink-100 text-xs font-bold text-ink-700",
        className,
      )}
    >
      {initials}
    </span>
  );
}

/** A person or a business: initials, the name and one line under it (a channel, a status). */
export function ContactLine({
  name,
  detail,
  onDark = false,
  className,
}: {
  name: string;
  detail: string;
  /** On a dark (WhatsApp-green) header: white text, white initials disc. */
  onDark?: boolean;
  className?: string;
}) {
  return (
    <div className={clsx("flex items-center gap-2.5", className)}>
      <Initials name={name} className={onDark ? "bg-white text-chat-head" : undefined} />
      <span className="min-w-0">
        <span className={clsx("block truncate text-sm font-semibold", !onDark && "text-ink-900")}>
          {name}
        </span>
        <span className={clsx("block truncate text-[0.6875rem]", onDark ? "text-white/85" : "text-muted")}>
          {detail}
        </span>
      </span>
    </div>
  );
}

/** A small rounded label, e.g. a status or a category. */
export function Pill({
  children,
  tone = "ink",
}: {
  children: ReactNode;
  tone?: "ink" | "signal" | "amber" | "danger";
}) {
  return (
    <span
      className={clsx(
        "inline-block max-w-full truncate rounded-pill px-2 py-0.5 text-[0.6875rem] leading-4 font-semibold whitespace-nowrap",
        tone === "ink" && "bg-ink-100 text-ink-700",
        tone === "signal" && "bg-signal-100 text-signal-600",
        tone === "amber" && "bg-amber-100 text-amber-800",
        tone === "danger" && "bg-danger-50 text-danger-700",
      )}
    >
      {children}
    </span>
  );
}

/** A white card inside a mock-up, with a small upper-case title. */
export function MockCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-white p-3 ring-1 ring-line">
      <p className="mb-1.5 text-[0.625rem] font-bold tracking-wide text-muted uppercase">{title}</p>
      {children}
    </div>
  );
}
