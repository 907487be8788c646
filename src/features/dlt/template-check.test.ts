import { describe, expect, it } from "vitest";
import { checkTemplate, matchSample, smsLength, type TemplateInput } from "./template-check";

const good: TemplateInput = {
  type: "service-implicit",
  header: "ORBTLK",
  template: "Dear {#var#}, your order {#var#} has been shipped and will arrive by {#var#}. - Orbitalk",
};

const ids = (input: Partial<TemplateInput>) => checkTemplate({ ...good, ...input }).findings.map((f) => f.id);
const errors = (input: Partial<TemplateInput>) =>
  checkTemplate({ ...good, ...input })
    .findings.filter((f) => f.severity === "error")
    .map((f) => f.id);

describe("checkTemplate", () => {
  it("passes a well-formed service template with only the note on variable types", () => {
    const report = checkTemplate(good);
    expect(report.findings).toEqual([{ id: "variableTypes", severity: "info", values: { count: 3 } }]);
    expect(report.variables).toBe(3);
  });

  it("rejects an empty template", () => {
    expect(errors({ template: "   " })).toEqual(["empty"]);
  });

  it.each(["{#VAR#}", "{# var #}", "{#name#}", "{name}", "{{1}}", "{#var}", "{var#}"])(
    "names the malformed placeholder %s",
    (token) => {
      const report = checkTemplate({ ...good, template: `Your code is ${token} for login. - Orbitalk` });
      expect(report.findings).toContainEqual({
        id: "malformedVariable",
        severity: "error",
        values: { token },
      });
      expect(report.variables).toBe(0);
    },
  );

  it("needs at least 10 characters of fixed text, not counting variables or repeated spaces", () => {
    expect(errors({ template: "{#var#} {#var#} OTP" })).toContain("staticTooShort");
    expect(errors({ template: "OTP      is {#var#}" })).toContain("staticTooShort");
    expect(errors({ template: "Your OTP is {#var#}" })).not.toContain("staticTooShort");
  });

  it("warns about double spaces and surrounding whitespace", () => {
    expect(ids({ template: "Your OTP is  {#var#} - Orbitalk" })).toContain("extraSpaces");
    expect(ids({ template: " Your OTP is {#var#} - Orbitalk" })).toContain("extraSpaces");
    expect(ids(good)).not.toContain("extraSpaces");
  });

  it("asks for 6 letters in a transactional or service header and 6 digits in a promotional one", () => {
    expect(errors({ header: "ORBTLK" })).toEqual([]);
    expect(errors({ header: "orbtlk" })).toEqual([]);
    expect(errors({ header: "ORB-TK" })).toEqual(["headerAlpha"]);
    expect(errors({ header: "ORBITALK" })).toEqual(["headerAlpha"]);
    expect(errors({ header: "123456" })).toEqual(["headerAlpha"]);
    expect(errors({ type: "promotional", header: "612345" })).toEqual([]);
    expect(errors({ type: "promotional", header: "ORBTLK" })).toEqual(["headerNumeric"]);
  });

  it("finds each link in the fixed text, which must be whitelisted", () => {
    const report = checkTemplate({
      ...good,
      template:
        "Track it at https://orbitalk.com/t/{#var#} or www.orbitalk.in, app at get.orbitalk.apk - Orbitalk",
    });
    const links = report.findings.filter((f) => f.id === "link").map((f) => f.values?.link);
    expect(links).toEqual(["https://orbitalk.com/t/", "www.orbitalk.in,", "get.orbitalk.apk"]);
    expect(ids({ template: "Your order ships today. Thanks for shopping. - Orbitalk" })).not.toContain(
      "link",
    );
  });

  it("adds what the template type demands", () => {
    expect(ids({ type: "promotional", header: "612345" })).toContain("promotionalHours");
    expect(ids({ type: "service-explicit" })).toContain("consentTemplate");
    expect(ids({ type: "transactional" })).toContain("transactionalOtp");
  });

  it("lists errors before warnings before notes", () => {
    const severities = checkTemplate({
      ...good,
      header: "X",
      template: "Visit  www.a.com {#VAR#}",
    }).findings.map((f) => f.severity);
    expect(severities).toEqual(
      [...severities].sort(
        (a, b) => ["error", "warning", "info"].indexOf(a) - ["error", "warning", "info"].indexOf(b),
      ),
    );
    expect(severities[0]).toBe("error");
  });

  describe("with a sample message", () => {
    it("accepts a message that fills the variables", () => {
      const sample = "Dear Asha, your order OR-1042 has been shipped and will arrive by 28 Nov. - Orbitalk";
      expect(errors({ sample })).toEqual([]);
    });

    it("says where the message departs from the fixed text", () => {
      const sample = "Dear Asha, your parcel OR-1042 has been shipped and will arrive by 28 Nov. - Orbitalk";
      const report = checkTemplate({ ...good, sample });
      expect(report.findings[0]).toEqual({
        id: "sampleMismatch",
        severity: "error",
        values: { text: ", your order", at: 6 },
      });
    });

    it("flags a variable value over 30 characters and a link inside a variable", () => {
      const long = "A".repeat(31);
      const report = checkTemplate({
        ...good,
        sample: `Dear ${long}, your order bit.ly/x has been shipped and will arrive by Friday. - Orbitalk`,
      });
      expect(report.findings).toContainEqual({
        id: "variableTooLong",
        severity: "error",
        values: { n: 1, length: 31, value: long },
      });
      expect(report.findings).toContainEqual({
        id: "variableLink",
        severity: "warning",
        values: { n: 2, value: "bit.ly/x" },
      });
    });

    it("measures the sample, or else the template with every variable at its longest", () => {
      const sample = "Dear A, your order 1 has been shipped and will arrive by 2. - Orbitalk";
      expect(checkTemplate({ ...good, sample }).characters).toBe(sample.length);
      expect(checkTemplate(good).characters).toBe(good.template.length - 3 * 7 + 3 * 30);
    });
  });
});

describe("matchSample", () => {
  it("returns the values between the fixed texts", () => {
    expect(matchSample("Hi {#var#}, code {#var#}.", "Hi Ravi, code 1234.")).toEqual({
      values: ["Ravi", "1234"],
    });
    expect(matchSample("{#var#} is your OTP", "4821 is your OTP")).toEqual({ values: ["4821"] });
  });

  it("reports the first fixed text not found, with its position", () => {
    expect(matchSample("Hi {#var#}, code {#var#}.", "Hello Ravi, code 1234.")).toEqual({
      missing: "Hi ",
      at: 0,
    });
    expect(matchSample("Hi {#var#}, code {#var#}.", "Hi Ravi, code 1234!")).toEqual({ missing: ".", at: 14 });
  });
});

describe("smsLength", () => {
  it("counts GSM-7 with extension characters twice, and splits long texts into 153-character parts", () => {
    expect(smsLength("Price: €5")).toEqual({ encoding: "gsm7", characters: 10, parts: 1 });
    expect(smsLength("a".repeat(160)).parts).toBe(1);
    expect(smsLength("a".repeat(161)).parts).toBe(2);
  });

  it("falls back to Unicode at 70 characters, 67 per part", () => {
    expect(smsLength("नमस्ते")).toMatchObject({ encoding: "unicode", parts: 1 });
    expect(smsLength("ñ".repeat(10) + "ह".repeat(61)).parts).toBe(2);
  });
});
