// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { HydrationMark } from "./hydration-mark.client";

it("marks the document and the performance timeline once the page has hydrated", () => {
  delete document.documentElement.dataset.hydrated;
  performance.clearMarks();
  render(<HydrationMark />);
  expect(document.documentElement.dataset.hydrated).toBe("");
  expect(performance.getEntriesByName("hydrated", "mark")).toHaveLength(1);
});
