import { describe, expect, it } from "vitest";
import { securityTxt } from "./security-txt";

describe("security.txt (RFC 9116)", () => {
  const text = securityTxt({
    origin: "https://www.orbitalk.com",
    mailbox: "security@orbitalk.com",
    now: new Date("2026-11-26T15:30:00Z"),
  });
  const fields = Object.fromEntries(
    text
      .trim()
      .split("\n")
      .map((line) => line.split(/: (.*)/s).slice(0, 2)),
  );

  it("has the required Contact and Expires fields, each once", () => {
    expect(text.match(/^Contact: /gm)).toHaveLength(1);
    expect(text.match(/^Expires: /gm)).toHaveLength(1);
    expect(fields.Contact).toBe("mailto:security@orbitalk.com");
  });

  it("expires within a year, in RFC 3339 form", () => {
    expect(fields.Expires).toBe("2027-05-25T00:00:00.000Z");
    const days = (Date.parse(fields.Expires) - Date.parse("2026-11-26T15:30:00Z")) / 86_400_000;
    expect(days).toBeGreaterThan(30);
    expect(days).toBeLessThan(365);
  });

  it("names its canonical address and the disclosure policy, and ends with a newline", () => {
    expect(fields.Canonical).toBe("https://www.orbitalk.com/.well-known/security.txt");
    expect(fields.Policy).toBe("https://www.orbitalk.com/enterprise-security#disclosure");
    expect(text.endsWith("\n")).toBe(true);
  });
});
