import { describe, expect, it } from "vitest";
import { MESSAGE_MAX_LENGTH } from "@/lib/support/contract";
import { defaultSubject, EMPTY_MESSAGE, MESSAGE_TOO_LONG, messageInputSchema, ticketInputSchema } from "@/lib/support/schemas";

describe("support schemas", () => {
  it("trims a message and refuses an empty or blank one", () => {
    expect(messageInputSchema.parse({ body: "  Hello \n" })).toEqual({ body: "Hello" });
    expect(messageInputSchema.safeParse({ body: " \n\t" }).error?.issues[0].message).toBe(EMPTY_MESSAGE);
  });

  it("takes 5,000 characters and refuses one more", () => {
    expect(messageInputSchema.safeParse({ body: "a".repeat(MESSAGE_MAX_LENGTH) }).success).toBe(true);
    expect(messageInputSchema.safeParse({ body: "a".repeat(MESSAGE_MAX_LENGTH + 1) }).error?.issues[0].message).toBe(MESSAGE_TOO_LONG);
  });

  it("keeps markup as the text it is", () => {
    expect(messageInputSchema.parse({ body: "<b>hi</b>" }).body).toBe("<b>hi</b>");
  });

  it("puts a subject on one line", () => {
    expect(ticketInputSchema.parse({ subject: " Billing\n question ", message: "x" }).subject).toBe("Billing question");
  });
});

describe("defaultSubject", () => {
  it("is the first line, cut to 80 characters without splitting an emoji", () => {
    expect(defaultSubject("  Can we move it?\nThanks")).toBe("Can we move it?");
    expect(defaultSubject("x".repeat(100))).toBe("x".repeat(80));
    expect(Array.from(defaultSubject("😀".repeat(100)))).toHaveLength(80);
  });
});
