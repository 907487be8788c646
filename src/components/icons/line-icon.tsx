import type { ReactNode } from "react";

/** The frame of the site's line icons: a 24-unit grid drawn with a 1.7 stroke in the text colour. */
export function LineIcon({ children, className = "size-6" }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
