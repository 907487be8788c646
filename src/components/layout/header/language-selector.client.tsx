"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { usePagePath } from "@/components/ui/use-page-path";
import { localizePath, type Locale } from "@/i18n/routing";
import { storeLanguagePreference, searchForLanguageChange } from "@/features/locale/preference";
import { languageOptions, type LanguageOption } from "@/i18n/languages";
import { localesFor } from "@/site/route-locales";
import { ChevronDown } from "@/components/icons/chevron";

export interface LanguageSelectorProps {
  locale: Locale;
  label: string;
  /** Drawer variant: the list is always shown, inline. */
  inline?: boolean;
}

/** Offers the current page's locales; choosing one stores the preference and opens that version. */
export function LanguageSelector({ locale, label, inline = false }: LanguageSelectorProps) {
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
  const current = languageOptions[locale];

  function choose(event: MouseEvent<HTMLAnchorElement>, target: Locale) {
    event.preventDefault();
    storeLanguagePreference(target);
    window.location.assign(localizePath(target, path) + searchForLanguageChange(window.location.search));
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

  const list = (
    <ul
      id={listId}
      hidden={!inline && !open}
      aria-label={inline ? label : undefined}
      className={
        inline
          ? "grid grid-cols-2 gap-1"
          : "absolute top-full right-0 z-50 mt-2 w-56 rounded-2xl bg-white p-1.5 shadow-card ring-1 ring-line"
      }
    >
      {available.map((l) => (
        <li key={l}>
          <a
            href={localizePath(l, path)}
            lang={l}
            hrefLang={l}
            data-cms={languageOptions[l].cms}
            aria-current={l === locale ? "true" : undefined}
            onClick={(e) => choose(e, l)}
            className="flex min-h-11 items-center gap-2.5 rounded-xl px-3 text-sm text-ink-900 hover:bg-ink-50 aria-[current]:font-semibold"
          >
            <Flag option={languageOptions[l]} />
            <span className="flex-1">{languageOptions[l].name}</span>
            {l === locale && <CheckIcon />}
          </a>
        </li>
      ))}
    </ul>
  );
  if (inline) return list;

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
        aria-label={`${label}: ${current.name}`}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-10 items-center gap-2 rounded-pill px-3 text-sm font-medium hover:bg-white/10"
      >
        <Flag option={current} />
        <span>{current.name}</span>
        <ChevronDown />
      </button>
      {list}
    </div>
  );
}

/** Decorative: the language's name is always written next to it. */
function Flag({ option }: { option: LanguageOption }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a 20×14 SVG needs no optimisation
    <img
      src={option.img}
      alt=""
      width={20}
      height={14}
      loading="lazy"
      className="h-3.5 w-5 rounded-[2px] ring-1 ring-black/10"
    />
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-4 text-signal-600" aria-hidden="true">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
