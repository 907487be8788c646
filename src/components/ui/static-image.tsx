import type { ComponentProps } from "react";

export type StaticImageProps = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * The site's image element for its own static assets (SVG illustrations and logos, which need no
 * resizing). A plain server-rendered `<img>` with its size set so nothing shifts: next/image would
 * add a client component, and a 7 KB script to every page through the not-found boundary. Always
 * lazy: React hoists a preload for any eager image in the tree, and the not-found boundary's
 * illustration would then be fetched by every page (an image in view still loads at once).
 */
export function StaticImage({ alt, ...rest }: StaticImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img loading="lazy" decoding="async" alt={alt} {...rest} />
  );
}
