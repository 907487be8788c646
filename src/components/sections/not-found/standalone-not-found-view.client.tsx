"use client";

import dynamic from "next/dynamic";

/** The not-found view with the site's stylesheet, loaded when it shows (../standalone-views). */
export const StandaloneNotFoundView = dynamic(() =>
  import("../standalone-views").then((m) => m.NotFoundView),
);
