// What an email says, apart from how it looks: each template (lib/email/templates) answers one of these in the
// recipient's language, and lib/email/branded-email.tsx lays it out in the organisation's brand.

export interface EmailAction {
  label: string;
  url: string;
}

export interface EmailContent {
  subject: string;
  /** The line mail clients show after the subject. */
  preview: string;
  paragraphs: string[];
  /** A message the email passes on (a ticket's text), shown as a quote. */
  quote?: string;
  action?: EmailAction;
  /** A last line in small print (keep this link private, the link expires, …). */
  footnote?: string;
}

/** Who sends it: the organisation, as its site shows it. */
export interface EmailBrand {
  siteName: string;
  /** The site's own address (`https://acme.example`), for its links and its logo. */
  origin: string;
  /** The logo's absolute address, or null for a site without one (its name stands in). */
  logoUrl: string | null;
  /** The primary colour as hex. */
  color: string;
}

/** A subject goes on one line: line breaks in user text never reach a mail header. */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The plain-text part: the same words as the HTML part, links written out. */
export function plainTextOf(content: EmailContent, brand: EmailBrand): string {
  const parts = [...content.paragraphs];
  if (content.quote) parts.push(content.quote.replace(/^/gm, "> "));
  if (content.action) parts.push(`${content.action.label}: ${content.action.url}`);
  if (content.footnote) parts.push(content.footnote);
  parts.push(`-- \n${brand.siteName}\n${brand.origin}`);
  return parts.join("\n\n");
}
