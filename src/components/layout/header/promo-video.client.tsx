"use client";

import { useEffect, useRef, useState } from "react";
import { useReducedMotion } from "@/components/ui/use-motion";

export interface PromoVideoProps {
  src: string;
  poster: string;
  label: string;
}

/**
 * The menu's promo video. Nothing but the poster loads until the video is first shown (its menu
 * opens); it loops muted, and stays on the poster for visitors who prefer reduced motion.
 */
export function PromoVideo({ src, poster, label }: PromoVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [shown, setShown] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video || shown) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setShown(true));
    observer.observe(video);
    return () => observer.disconnect();
  }, [shown]);

  const play = shown && !reducedMotion;
  return (
    <video
      ref={ref}
      src={play ? src : undefined}
      poster={shown ? poster : undefined}
      autoPlay={play}
      muted
      loop
      playsInline
      preload="none"
      aria-label={label}
      width={480}
      height={270}
      className="aspect-video w-full rounded-xl bg-ink-950 object-cover"
    />
  );
}
