"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import type { Locale } from "@/i18n/routing";
import { ClientLink } from "@/components/ui/client-link.client";
import { useSettled } from "@/components/ui/use-motion";
import { fetchJson } from "@/lib/fetch-json";
import { visitorCountry } from "@/features/visitor/location";
import { cmsLanguage } from "@/i18n/languages";
import type { TickerFormTexts } from "./ticker-form.client";
import {
  nextTickerIndex,
  parseTickerItems,
  tickerContent,
  TICKER_ROTATION_MS,
  visibleTickerItems,
  type TickerItem,
} from "@/features/ticker/ticker";

/** The compact form an item may carry; its chunk loads only when such an item shows. */
const TickerForm = lazy(() => import("./ticker-form.client"));

/** The one form the bar can hold: an email field (other form ids keep their call to action). */
const BAR_FORM = "callback";

export interface TickerProps {
  resourceHost: string;
  locationHost: string;
  countryHost: string;
  locale: Locale;
  labels: { region: string; pause: string; play: string };
  formTexts: TickerFormTexts;
}

/**
 * SPEC §4 'Ticker': the visible announcements, one at a time, the next every 5 s. Loaded after the
 * page has loaded; it pauses while pointed at or focused, and has a pause button (WCAG 2.2.2).
 */
export function Ticker({ resourceHost, locationHost, countryHost, locale, labels, formTexts }: TickerProps) {
  const settled = useSettled(0);
  const [loaded, setLoaded] = useState<{ items: TickerItem[]; country: string | null; now: number } | null>(
    null,
  );
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!settled) return;
    let live = true;
    const url = `${resourceHost}/resources/wp-json/resources-api/header-ticker-info`;
    void Promise.all([fetchJson(url, "Ticker"), visitorCountry(locationHost)]).then(([data, country]) => {
      if (live) setLoaded({ items: parseTickerItems(data), country, now: Date.now() });
    });
    return () => {
      live = false;
    };
  }, [settled, resourceHost, locationHost]);

  const visible = loaded ? visibleTickerItems(loaded.items, { ...loaded, locale }) : [];
  const count = visible.length;

  useEffect(() => {
    if (count < 2 || paused || held) return;
    const timer = window.setInterval(() => {
      // Schedules are checked again at every step, so an item leaves when its window closes.
      setLoaded((l) => l && { ...l, now: Date.now() });
      setIndex((i) => nextTickerIndex(i, count));
    }, TICKER_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, held]);

  const item = visible[index % Math.max(count, 1)];
  const content = item && tickerContent(item, locale);
  const cta =
    content?.ctaLink && content.ctaText ? { href: content.ctaLink, text: content.ctaText } : undefined;
  const success = item?.form?.formId === BAR_FORM ? item.form.successMsg[cmsLanguage(locale)] : undefined;

  return (
    <div
      role="region"
      aria-label={labels.region}
      className="flex min-w-0 flex-1 items-center gap-2"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld(false)}
    >
      {content && (
        <p
          key={index}
          className={`line-clamp-2 min-w-0 flex-1 animate-ticker-in md:line-clamp-1 ${success ? "md:hidden" : ""}`}
        >
          {content.para}{" "}
          {cta && (
            <ClientLink
              href={cta.href}
              className="hidden font-semibold text-signal-300 underline underline-offset-2 md:inline"
            >
              {cta.text}
            </ClientLink>
          )}
        </p>
      )}
      {content && success && (
        // From 768 px the item's form takes the call to action's place; phones keep the link.
        <div
          key={`form-${index}`}
          className="hidden min-w-0 flex-1 animate-ticker-in items-center gap-3 md:flex"
        >
          <Suspense fallback={<p className="line-clamp-1 min-w-0 flex-1">{content.para}</p>}>
            <TickerForm
              para={content.para}
              successMessage={success}
              texts={formTexts}
              locale={locale}
              countryHost={countryHost}
              locationHost={locationHost}
            />
          </Suspense>
        </div>
      )}
      {cta && (
        // On phones the text takes both lines; the call to action becomes a round arrow.
        <ClientLink
          href={cta.href}
          aria-label={cta.text}
          className="grid size-8 shrink-0 place-items-center rounded-full bg-white/10 text-signal-300 md:hidden"
        >
          <svg
            viewBox="0 0 16 16"
            className="size-3.5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M3 8h9M8.5 4 12.5 8l-4 4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </ClientLink>
      )}
      {count > 1 && (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? labels.play : labels.pause}
          className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-white/10"
        >
          <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true" fill="currentColor">
            {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2.5h3v11H4zm5 0h3v11H9z" />}
          </svg>
        </button>
      )}
    </div>
  );
}
