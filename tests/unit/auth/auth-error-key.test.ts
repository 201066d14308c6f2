import { describe, expect, it } from "vitest";
import { authErrorKey } from "@/lib/auth/auth-error-key";

describe("authErrorKey maps the auth provider's answers to the spec's messages", () => {
  it.each([
    [{ code: "invalid_credentials", status: 400, message: "Invalid login credentials" }, "invalidCredentials"],
    [{ code: "email_not_confirmed", status: 400, message: "Email not confirmed" }, "emailNotConfirmed"],
    [{ code: "over_request_rate_limit", status: 429, message: "Too many requests" }, "tooManyAttempts"],
    [{ code: "over_email_send_rate_limit", status: 429, message: "Email rate limit exceeded" }, "tooManyAttempts"],
    [{ status: 429, message: "Rate limited" }, "tooManyAttempts"],
    [{ code: "user_already_exists", status: 422, message: "User already registered" }, "emailExists"],
    [{ code: "unexpected_failure", status: 500, message: "Database error saving new user" }, "serverError"],
    [{ code: "email_address_invalid", status: 400, message: "Email address is invalid" }, "emailSendFailed"],
  ])("%j → %s", (error, key) => {
    expect(authErrorKey(error)).toBe(key);
  });

  it("leaves other messages to be shown as received", () => {
    expect(authErrorKey({ code: "signup_disabled", status: 422, message: "Signups not allowed for this instance" })).toBeNull();
  });
});
