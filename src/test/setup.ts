import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { installBrowserFakes } from "./browser-fakes";

beforeEach(() => installBrowserFakes());
afterEach(() => cleanup());
