import { describe, expect, it } from "vitest";
import { toCsv } from "@/components/analytics/csv";

describe("CSV export of an analytics table", () => {
  it("writes a header and one line per row, quoting commas, quotes and line breaks", () => {
    expect(toCsv(["Page", "This period"], [["/", 3], ['/say "hi", there', 1], ["/a\nb", 0]])).toBe(
      'Page,This period\r\n/,3\r\n"/say ""hi"", there",1\r\n"/a\nb",0\r\n',
    );
  });

  it("keeps a campaign tag that looks like a spreadsheet formula a text", () => {
    expect(toCsv(["Campaign"], [["=HYPERLINK(\"http://x\")"], ["+1"], ["@SUM(A1)"], ["-2"]])).toBe(
      "Campaign\r\n\"'=HYPERLINK(\"\"http://x\"\")\"\r\n'+1\r\n'@SUM(A1)\r\n'-2\r\n",
    );
  });
});
