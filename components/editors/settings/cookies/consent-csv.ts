import type { CookieConsentRecordRow } from "@/lib/organizations/types";

/** The words of the CSV in the admin's language. */
export interface ConsentCsvText {
  headers: { date: string; who: string; services: string; given: string };
  visitor: string;
  yes: string;
  no: string;
  unknownService: string;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A cell a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe: service names
 * are typed by admins.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A stored timestamp ("2026-11-21 10:15:00.123456+00", as PostgreSQL writes it) as a Date. */
export function parseTimestamp(value: string): Date {
  return new Date(value.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00"));
}

/** The accepted services of a record by name, in the record's order. */
export function acceptedServiceNames(record: CookieConsentRecordRow, serviceNames: ReadonlyMap<string, string>, unknownService: string): string[] {
  return record.services.map((id) => serviceNames.get(id) ?? unknownService);
}

/** The consent records as CSV (CRLF lines, header first): date (ISO), visitor or user id, services, consent given. */
export function consentCsv(records: readonly CookieConsentRecordRow[], serviceNames: ReadonlyMap<string, string>, text: ConsentCsvText): string {
  const header = [text.headers.date, text.headers.who, text.headers.services, text.headers.given];
  const rows = records.map((record) => [
    parseTimestamp(record.created_at).toISOString(),
    record.user_id ?? text.visitor,
    acceptedServiceNames(record, serviceNames, text.unknownService).join("; "),
    record.consent_given ? text.yes : text.no,
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
