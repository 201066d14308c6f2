import { DrizzleQueryError } from "drizzle-orm/errors";
import { DatabaseError } from "pg";
import { describe, expect, it, vi } from "vitest";
import { errorResponse } from "@/lib/api/errors";

// What a route handler answers when Postgres refuses a request's values: the caller's fault is a 400 with
// the usual body and no SQL, table, constraint or value in it; anything else stays a 500.
function pgError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, message.length, "error");
  error.code = code;
  error.detail = 'Key (template_section_id)=(00000000-0000-4000-8000-000000000000) is not present in table "template_sections".';
  error.constraint = "contact_messages_template_section_fkey";
  return error;
}

/** As drizzle throws it: the driver's error as the cause of its own, whose message holds the SQL. */
const wrapped = (error: Error) =>
  new DrizzleQueryError('insert into "contact_messages" ("name") values ($1)', ["Sam"], error);

describe("errorResponse", () => {
  it.each([
    ["23503", "insert or update on table \"contact_messages\" violates foreign key constraint"],
    ["22P02", "invalid input syntax for type uuid: \"nope\""],
    ["22021", "invalid byte sequence for encoding \"UTF8\": 0x00"],
    ["22P05", "unsupported Unicode escape sequence"],
    ["22001", "value too long for type character varying(120)"],
    ["23514", "new row for relation \"contact_messages\" violates check constraint"],
    ["23502", "null value in column \"name\" violates not-null constraint"],
  ])("answers SQLSTATE %s, wrapped by drizzle or not, with a 400 that names nothing of the database", async (code, message) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const error of [pgError(code, message), wrapped(pgError(code, message))]) {
      const response = errorResponse(error);
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: { code: "bad_request", message: "The request contains values that cannot be stored." } });
      expect(text).not.toMatch(/contact_messages|template_section|insert|constraint|0x00|varchar|uuid/i);
    }
    warn.mockRestore();
  });

  it("keeps other database failures a 500 without details", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = errorResponse(wrapped(pgError("42P01", 'relation "contact_messages" does not exist')));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: "internal", message: "Something went wrong." } });
    logged.mockRestore();
  });
});
