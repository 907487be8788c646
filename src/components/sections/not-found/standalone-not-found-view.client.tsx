"use client";

import { lazy, Suspense } from "react";
import type { NotFoundProps } from "./not-found-view";

// React.lazy, not next/dynamic: every page loads this wrapper (the root not-found boundary is part
// of each page), and next/dynamic would bring 1.9 KB of its own code with it. The server renders the
// view; its stylesheet arrives with the module in the browser.
const NotFoundView = lazy(() => import("../standalone-views").then((m) => ({ default: m.NotFoundView })));

/** The not-found view with the site's stylesheet, loaded when it shows (../standalone-views). */
export function StandaloneNotFoundView(props: NotFoundProps) {
  return (
    <Suspense>
      <NotFoundView {...props} />
    </Suspense>
  );
}
