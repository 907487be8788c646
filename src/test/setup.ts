import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { installBrowserFakes } from "./browser-fakes";

beforeEach(() => installBrowserFakes());
afterEach(() => {
  cleanup();
  // Files that share a worker share its document (vitest.config.mts): what a test wrote into the
  // page outside React's render must not meet the next file's queries.
  if (typeof document === "undefined") return;
  document.body.replaceChildren();
  document.documentElement.removeAttribute("style");
});
