import type { ReactNode } from "react";
import "./globals.css";

// The document (<html>) is rendered by app/[locale]/layout.tsx; this root only exists so the
// unlocalized not-found page has a parent.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
