import { describe, expect, it } from "vitest";
import { hostedFormConfig, hostedFormEnvShape, hostedFormOrigins } from "./hosted-form";
import { contentSecurityPolicy, serializeCsp } from "./security-headers";
import { z } from "zod";

const on = {
  HOSTED_FORM_SCRIPT_URL: "https://js.forms.example/embed/v2.js",
  HOSTED_FORM_PORTAL_ID: "4711",
  HOSTED_FORM_DEMO_ID: "0b1c2d3e-demo",
};
const parse = (env: Record<string, string>) => z.object(hostedFormEnvShape).parse(env);

describe("hosted marketing form settings", () => {
  it("is off by default and while script, account or every form id is missing", () => {
    expect(hostedFormConfig(parse({}))).toBeNull();
    expect(hostedFormConfig(parse({ ...on, HOSTED_FORM_SCRIPT_URL: "" }))).toBeNull();
    expect(hostedFormConfig(parse({ ...on, HOSTED_FORM_PORTAL_ID: "" }))).toBeNull();
    expect(hostedFormConfig(parse({ ...on, HOSTED_FORM_DEMO_ID: "" }))).toBeNull();
  });

  it("maps each configured form name to its hosted form id", () => {
    expect(hostedFormConfig(parse(on))).toEqual({
      scriptUrl: on.HOSTED_FORM_SCRIPT_URL,
      portalId: "4711",
      formIds: { demo: "0b1c2d3e-demo" },
    });
    expect(hostedFormConfig(parse({ ...on, HOSTED_FORM_PARTNER_ID: "p-1" }))?.formIds).toEqual({
      demo: "0b1c2d3e-demo",
      partner: "p-1",
    });
  });

  it("rejects a plain-http script off loopback, a non-origin extra and ids that could break a selector", () => {
    expect(() => parse({ ...on, HOSTED_FORM_SCRIPT_URL: "http://js.forms.example/v2.js" })).toThrow();
    expect(() => parse({ ...on, HOSTED_FORM_SCRIPT_URL: "http://127.0.0.1:3199/v2.js" })).not.toThrow();
    expect(() => parse({ ...on, HOSTED_FORM_ORIGINS: "http://evil.example" })).toThrow();
    expect(() => parse({ ...on, HOSTED_FORM_ORIGINS: "javascript:alert(1)" })).toThrow();
    expect(() => parse({ ...on, HOSTED_FORM_DEMO_ID: "x'];alert(1)//" })).toThrow();
  });

  it("opens the CSP to the vendor only while the variant is on", () => {
    expect(hostedFormOrigins({})).toEqual([]);
    expect(
      hostedFormOrigins({ ...on, HOSTED_FORM_DEMO_ID: "", HOSTED_FORM_ORIGINS: "https://x.example" }),
    ).toEqual([]);
    const origins = hostedFormOrigins({
      ...on,
      HOSTED_FORM_ORIGINS: "https://submit.forms.example/path, https://img.forms.example",
    });
    expect(origins).toEqual([
      "https://js.forms.example",
      "https://submit.forms.example",
      "https://img.forms.example",
    ]);
    const csp = serializeCsp(contentSecurityPolicy({ vendors: origins }));
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://js.forms.example https://submit");
    expect(csp).toContain("connect-src 'self' https://js.forms.example");
    expect(csp).toContain("form-action 'self' https://js.forms.example");
    expect(serializeCsp(contentSecurityPolicy({}))).toContain("script-src 'self' 'unsafe-inline';");
  });
});
