"use client";

// clsx, not cn: tailwind-merge would add about 8 KB to the browser bundle.
import { clsx } from "clsx";
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from "react";
import type { OfficeAddress } from "@/data/offices";

export interface OfficeMapCountry {
  /** ISO 3166-1 alpha-2 code, e.g. "IN". */
  code: string;
  /** Localized display name. */
  name: string;
  /** Pin position, % of the map box. */
  top: number;
  left: number;
  offices: readonly OfficeAddress[];
}

export interface OfficePinsProps {
  /** Prefix of the element ids (the section id). */
  idPrefix: string;
  countries: readonly OfficeMapCountry[];
  closeLabel: string;
  /** The map image, which sets the size of the box the pins are placed in. */
  children: ReactNode;
}

/**
 * The pins of the desktop office map and their popups: a pin shows its country's offices while
 * hovered or focused; leaving the pin and its popup, the close button, Escape or a press outside
 * hide them again. One popup at a time.
 */
export function OfficePins({ idPrefix, countries, closeLabel, children }: OfficePinsProps) {
  const [active, setActive] = useState<string | null>(null);
  const hovered = useRef<string | null>(null);
  const pins = useRef(new Map<string, HTMLButtonElement>());
  const items = useRef(new Map<string, HTMLLIElement>());
  /** Set while focus is moved back to a pin by code, so that focus does not reopen its popup. */
  const quiet = useRef(false);

  const focusPinQuietly = (code: string) => {
    quiet.current = true;
    pins.current.get(code)?.focus();
    quiet.current = false;
  };

  useEffect(() => {
    if (active === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusInPopup = document
        .getElementById(popupId(idPrefix, active))
        ?.contains(document.activeElement);
      setActive(null);
      if (focusInPopup) focusPinQuietly(active);
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!items.current.get(active)?.contains(event.target as Node)) setActive(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [active, idPrefix]);

  return (
    <div className="relative">
      {children}
      <ul>
        {countries.map((c) => {
          const open = active === c.code;
          const id = popupId(idPrefix, c.code);
          const flip = c.left > 60;
          const room = flip ? c.left : 100 - c.left;
          const close = () => {
            focusPinQuietly(c.code);
            setActive(null);
          };
          return (
            <li
              key={c.code}
              ref={(el) => {
                if (el) items.current.set(c.code, el);
                else items.current.delete(c.code);
              }}
              onPointerEnter={() => {
                hovered.current = c.code;
                setActive(c.code);
              }}
              onPointerLeave={(event: PointerEvent) => {
                hovered.current = null;
                // A finger "leaves" as it lifts: a tapped popup stays until closed or tapped outside.
                if (event.pointerType !== "touch") setActive((a) => (a === c.code ? null : a));
              }}
              onBlur={(event: FocusEvent) => {
                if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
                if (hovered.current !== c.code) setActive((a) => (a === c.code ? null : a));
              }}
            >
              <button
                ref={(el) => {
                  if (el) pins.current.set(c.code, el);
                  else pins.current.delete(c.code);
                }}
                type="button"
                aria-expanded={open}
                aria-controls={id}
                onFocus={() => {
                  if (!quiet.current) setActive(c.code);
                }}
                onClick={() => setActive(c.code)}
                className="group absolute z-10 grid size-6 -translate-x-1/2 -translate-y-1/2 cursor-pointer place-items-center rounded-full"
                style={{ top: `${c.top}%`, left: `${c.left}%` }}
              >
                <span
                  aria-hidden="true"
                  className="absolute size-3 animate-ping rounded-full bg-signal-400/50 [animation-duration:2.4s] motion-reduce:hidden"
                />
                <span
                  aria-hidden="true"
                  className="relative size-3 rounded-full bg-signal-500 shadow-sm ring-2 ring-white transition-transform group-hover:scale-125 group-aria-expanded:scale-125 group-aria-expanded:bg-signal-600"
                />
                <span className="sr-only">{c.name}</span>
              </button>
              {/*
               * A column as tall as the map beside the pin: the two spacers shrink in proportion to
               * the pin's height on the map, so the card always spans the pin's height and stays
               * inside the box (near the top it hangs below the pin, near the bottom it sits above).
               */}
              <div
                id={id}
                role="group"
                aria-labelledby={`${id}-name`}
                hidden={!open}
                className={clsx(
                  "pointer-events-none absolute inset-y-0 z-20 flex flex-col",
                  flip ? "items-end" : "items-start",
                )}
                style={{
                  [flip ? "right" : "left"]: `calc(${flip ? 100 - c.left : c.left}% + 0.25rem)`,
                  width: `min(18rem, calc(${room}% - 0.25rem))`,
                }}
              >
                <div aria-hidden="true" style={{ flexBasis: `${c.top}%` }} />
                {/* The transparent padding bridges the gap to the pin, so the pointer can cross it. */}
                <div
                  className={clsx(
                    "pointer-events-auto flex max-h-full min-h-0 w-full shrink-0",
                    flip ? "pr-3" : "pl-3",
                  )}
                >
                  <div className="min-h-0 w-full overflow-y-auto rounded-card bg-white p-4 shadow-card ring-1 ring-line">
                    <div className="flex items-start justify-between gap-3">
                      <p id={`${id}-name`} className="pt-1 font-semibold text-ink-900">
                        {c.name}
                      </p>
                      <button
                        type="button"
                        onClick={close}
                        className="-m-1 grid size-8 shrink-0 cursor-pointer place-items-center rounded-full text-muted hover:bg-ink-50 hover:text-ink-900"
                      >
                        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
                          <path
                            d="M4 4l8 8M12 4l-8 8"
                            stroke="currentColor"
                            strokeWidth="1.8"
                            strokeLinecap="round"
                          />
                        </svg>
                        <span className="sr-only">{closeLabel}</span>
                      </button>
                    </div>
                    <ul className="mt-2 space-y-2.5">
                      {c.offices.map((o) => (
                        <li key={o.city}>
                          <p className="text-sm font-semibold text-ink-800">{o.city}</p>
                          <address className="text-sm leading-5 text-muted not-italic">{o.address}</address>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
                <div aria-hidden="true" style={{ flexBasis: `${100 - c.top}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function popupId(prefix: string, code: string): string {
  return `${prefix}-offices-${code.toLowerCase()}`;
}
