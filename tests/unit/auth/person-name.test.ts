import { describe, expect, it } from "vitest";
import { sendEmailInputSchema } from "@/lib/auth/schemas";
import { isPlainPersonName, PERSON_NAME_MESSAGE } from "@/lib/email/person-name";
import { createBookingInputSchema } from "@/lib/meetings/schemas";

// Names the site greets people with in its emails ("Hello {name}") are plain text: nothing a mail client
// could turn into a link, so no stranger can make the organisation's address send their link.
const LINKS = [
  "your account is locked. Verify now at http://evil.example/verify",
  "hxxp://x",
  "Visit www.evil.test",
  "evil.example",
  "evil.example/x",
  "Ana (see EVIL.Example)",
  "mail me: ana@evil.example",
  "<b>Ana</b>",
  "Ana >",
  "xn--80ak6aa92e.com",
  "пример.рф",
  "evil。example",
  "10.0.0.1/login",
  "Ana\nBcc: victim@example.test",
  "Ana \u202Eelpmaxe.live",
];

const NAMES = ["Lea", "Grace Hopper", "J.R.R. Tolkien", "Dr. Ana Ruiz-Pérez", "O'Brien", "李小龙", "Zoë & Max", "Ana 2.0"];

describe("plain person names", () => {
  it.each(LINKS)("refuses %j", (name) => {
    expect(isPlainPersonName(name)).toBe(false);
  });

  it.each(NAMES)("accepts %j", (name) => {
    expect(isPlainPersonName(name)).toBe(true);
  });

  it("answers the send-email name and the booking's customer_name with a clear field message", () => {
    const email = sendEmailInputSchema.safeParse({
      type: "welcome",
      to: "lea@example.test",
      organization_id: "10000000-0000-4000-8000-000000000000",
      name: "Verify now at evil.example/x",
    });
    expect(email.success).toBe(false);
    expect(email.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["name", PERSON_NAME_MESSAGE]]);

    const booking = createBookingInputSchema.safeParse({
      meeting_type_id: "10000000-0000-4000-8000-000000000000",
      scheduled_at: "2031-03-10T09:00:00Z",
      customer_name: "Grace, verify at https://evil.example",
      customer_email: "grace@example.test",
      idempotency_key: "attempt-0001",
    });
    expect(booking.success).toBe(false);
    expect(booking.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["customer_name", PERSON_NAME_MESSAGE]]);
  });

  it("still asks for a name when the booking's is empty", () => {
    const booking = createBookingInputSchema.safeParse({
      meeting_type_id: "10000000-0000-4000-8000-000000000000",
      scheduled_at: "2031-03-10T09:00:00Z",
      customer_name: "  ",
      customer_email: "grace@example.test",
      idempotency_key: "attempt-0001",
    });
    expect(booking.error?.issues.map((issue) => issue.message)).toEqual(["Please enter your name."]);
  });
});
