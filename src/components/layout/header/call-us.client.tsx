"use client";

import { useEffect, useState } from "react";
import type { Locale } from "@/i18n/routing";
import { visitorCountry } from "@/features/visitor/location";
import { whenIdle } from "@/lib/when-idle";

export interface CallUsProps {
  locationHost: string;
  locale: Locale;
  phone: string;
  label: string;
  className?: string;
}

/** SPEC §7: the call-us line is for visitors in India reading English. */
export function CallUs({ locationHost, locale, phone, label, className }: CallUsProps) {
  const [inIndia, setInIndia] = useState(false);
  const english = locale === "en" || locale.startsWith("en-");
  useEffect(() => {
    if (!english) return;
    let live = true;
    const cancel = whenIdle(() => {
      void visitorCountry(locationHost).then((country) => live && setInIndia(country === "IN"));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [english, locationHost]);
  if (!english || !inIndia) return null;
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={className}>
      {label}: <span className="font-semibold whitespace-nowrap">{phone}</span>
    </a>
  );
}
