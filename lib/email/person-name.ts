import { z } from "zod";

// A name the site puts into an email it sends ("Hello {name}, …") is plain text. Anything a mail client
// could turn into a link would let a stranger make the organisation's address send their link to anyone.
// Shared by the API schemas and the forms, so it stays free of server-only imports.

export const PERSON_NAME_MESSAGE = "Please enter just your name, without links, web or email addresses.";

const LINK_MARKERS = /:\/\/|www\.|[@<>]/i;
/** Any dot a mail client reads as one in a host name (ASCII, ideographic, full-width, half-width). */
const DOT = "[.\\u3002\\uFF0E\\uFF61]";
/** A dotted host name (`evil.example`, `evil.example/x`, `xn--e1a.xn--p1ai`) or an IPv4 address. */
const HOST_NAME = new RegExp(`[\\p{L}\\p{N}-]${DOT}(?:[\\p{L}\\p{N}-]+${DOT})*\\p{L}[\\p{L}\\p{N}-]+|\\d+${DOT}\\d+${DOT}\\d+${DOT}\\d+`, "u");
/** Line breaks and other controls, and the marks that reverse the direction text is shown in. */
const CONTROLS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** True when `name` is plain text a person could be called: no link, address, markup or control character. */
export function isPlainPersonName(name: string): boolean {
  return !LINK_MARKERS.test(name) && !HOST_NAME.test(name) && !CONTROLS.test(name);
}

/** A person's name as emails greet them: trimmed, at most `max` characters, plain text only. */
export function personNameSchema(max: number) {
  return z.string().trim().max(max).refine(isPlainPersonName, PERSON_NAME_MESSAGE);
}
