import { describe, expect, it } from "vitest";
import { leadSourceFor, parseHistory, pushVisit } from "./visit-history";

describe("visit history", () => {
  it("keeps the last two visited paths", () => {
    let h = pushVisit([], "/");
    h = pushVisit(h, "/company");
    h = pushVisit(h, "/careers");
    expect(h).toEqual(["/company", "/careers"]);
  });

  it("does not count a reload twice", () => {
    expect(pushVisit(["/", "/it"], "/it")).toEqual(["/", "/it"]);
  });

  it("prefers the previous path as lead source, else the current one", () => {
    expect(leadSourceFor(["/pricing", "/company"], "/company")).toBe("/pricing");
    expect(leadSourceFor(["/company"], "/company")).toBe("/company");
  });

  it("never stores a lead source on the contact page, in any locale", () => {
    expect(leadSourceFor(["/pricing", "/contact-us"], "/contact-us")).toBeUndefined();
    expect(leadSourceFor(["/it/pricing", "/it/contact-us"], "/it/contact-us")).toBeUndefined();
    expect(leadSourceFor(["/contact-us", "/it"], "/it")).toBe("/contact-us");
  });

  it("reads only well-formed stored history", () => {
    expect(parseHistory('["/a","/b","/c"]')).toEqual(["/b", "/c"]);
    expect(parseHistory("{broken")).toEqual([]);
    expect(parseHistory('[1,"/x",{}]')).toEqual(["/x"]);
    expect(parseHistory(null)).toEqual([]);
  });
});
