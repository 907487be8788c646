import type { ReactNode } from "react";

/** One section in the developer gallery: its name and how to render it with sample props. */
export interface GalleryEntry {
  name: string;
  render: (id: string) => ReactNode;
  /** The section's own fixed id, for sections that do not take one. */
  anchor?: string;
}
