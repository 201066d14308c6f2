import { describe, expect, it } from "vitest";
import { consentCsv, csvCell, type ConsentCsvText } from "@/components/editors/settings/cookies/consent-csv";
import type { CookieConsentRecordRow } from "@/lib/organizations/types";

const TEXT: ConsentCsvText = {
  headers: { date: "Date", who: "Visitor or user", services: "Accepted services", given: "Consent given" },
  visitor: "visitor",
  yes: "Yes",
  no: "No",
  unknownService: "Deleted service",
};

const record = (values: Partial<CookieConsentRecordRow>): CookieConsentRecordRow => ({
  id: "11400000-0000-4000-8000-000000000001",
  organization_id: "10000000-0000-4000-8000-000000000000",
  consent_given: true,
  services: [],
  user_id: null,
  visitor_id: null,
  created_at: "2026-11-21 10:15:00.123456+00",
  ...values,
});

describe("consent records CSV", () => {
  it("writes a header and one line per record with the services by name", () => {
    const names = new Map([
      ["s1", "Session"],
      ["s2", "Plausible Analytics"],
    ]);
    const csv = consentCsv(
      [record({ services: ["s1", "s2"], user_id: "10100000-0000-4000-8000-000000000002" }), record({ consent_given: false, services: ["s1"] })],
      names,
      TEXT,
    );
    expect(csv.split("\r\n")).toEqual([
      "Date,Visitor or user,Accepted services,Consent given",
      "2026-11-21T10:15:00.123Z,10100000-0000-4000-8000-000000000002,Session; Plausible Analytics,Yes",
      "2026-11-21T10:15:00.123Z,visitor,Session,No",
      "",
    ]);
  });

  it("names a service that no longer exists as deleted", () => {
    const csv = consentCsv([record({ services: ["gone"] })], new Map(), TEXT);
    expect(csv).toContain(",Deleted service,");
  });

  it("quotes cells with commas, quotes and line breaks", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('the "best" one')).toBe('"the ""best"" one"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    const csv = consentCsv([record({ services: ["s"] })], new Map([["s", 'Ads, "retargeting"']]), TEXT);
    expect(csv).toContain(',"Ads, ""retargeting""",');
  });

  it("keeps a spreadsheet from running a cell as a formula", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-1,2")).toBe(`"'-1,2"`);
  });
});
