import type { ComponentProps } from "react";

export type StaticImageProps = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly at high priority instead of lazily. */
  priority?: boolean;
};

/**
 * The site's image element for its own static assets (SVG illustrations and logos, which need no
 * resizing). A plain server-rendered `<img>` with its size set so nothing shifts: next/image would
 * add a client component, and a 7 KB script to every page through the not-found boundary.
 */
export function StaticImage({ priority, alt, ...rest }: StaticImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      alt={alt}
      {...rest}
    />
  );
}
