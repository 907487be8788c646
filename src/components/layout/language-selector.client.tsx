"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { usePagePath } from "@/components/ui/use-page-path";
import { localizePath, type Locale } from "@/i18n/routing";
import { storeLanguagePreference, searchWithoutLang } from "@/features/locale/preference";
import { localesFor } from "@/site/routes";

export interface LanguageSelectorProps {
  locale: Locale;
  names: Record<Locale, string>;
  label: string;
}

/** Offers the current page's locales; choosing one stores the preference and opens that version. */
export function LanguageSelector({ locale, names, label }: LanguageSelectorProps) {
  const path = usePagePath();
  const available = localesFor(path);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [open]);

  if (available.length < 2) return null;

  function choose(event: MouseEvent<HTMLAnchorElement>, target: Locale) {
    event.preventDefault();
    storeLanguagePreference(target);
    window.location.assign(localizePath(target, path) + searchWithoutLang(window.location.search));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const links = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape" && open) {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (open && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      links[(index + step + links.length) % links.length]?.focus();
    }
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${label}: ${names[locale]}`}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-pill px-3 text-sm font-medium text-ink-900 hover:bg-ink-50"
      >
        <GlobeIcon />
        <span className="hidden sm:inline">{names[locale]}</span>
        <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-52 rounded-2xl bg-white p-1.5 shadow-card ring-1 ring-line"
      >
        {available.map((l) => (
          <li key={l}>
            <a
              href={localizePath(l, path)}
              lang={l}
              hrefLang={l}
              aria-current={l === locale ? "true" : undefined}
              onClick={(e) => choose(e, l)}
              className="flex min-h-11 items-center justify-between rounded-xl px-3 text-sm text-ink-900 hover:bg-ink-50 aria-[current]:font-semibold"
            >
              {names[l]}
              {l === locale && <CheckIcon />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-4 text-signal-600" aria-hidden="true">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function GlobeIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <circle cx="10" cy="10" r="7.5" />
      <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5Z" />
    </svg>
  );
}
