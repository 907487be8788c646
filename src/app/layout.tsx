import type { ReactNode } from "react";

// The document (<html>) is rendered by app/[locale]/layout.tsx, which imports the stylesheet; this
// root only exists so the unlocalized not-found page has a parent. It imports no stylesheet: Next.js
// would send a copy inside every page for the global-error boundary (README, One stylesheet copy fewer).
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
