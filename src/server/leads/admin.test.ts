import { describe, expect, it } from "vitest";
import { csvCell, leadsCsv, type LeadRow } from "./admin";

describe("CSV export", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r", "\0"])
      expect(csvCell(`${start}HYPERLINK("x")`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("plain")).toBe("plain");
  });

  it("quotes per RFC 4180", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell(true)).toBe("true");
    expect(csvCell(undefined)).toBe("");
  });

  it("writes a header and one line per lead with every CRM field", () => {
    const row: LeadRow = {
      id: "1",
      createdAt: new Date(Date.UTC(2026, 0, 1)),
      form: "demo",
      formPosition: "page",
      locale: "en",
      status: "lead",
      email: "a@b.co",
      delivery: "pending",
      attempts: 0,
      lastError: "",
      record: { email: "a@b.co", first_name: "=cmd|' /C calc'!A0" },
    };
    expect(leadsCsv([row])).toBe(
      "id,createdAt,form,formPosition,locale,status,delivery,attempts,email,first_name\r\n" +
        "1,2026-01-01T00:00:00.000Z,demo,page,en,lead,pending,0,a@b.co,'=cmd|' /C calc'!A0\r\n",
    );
  });
});
