import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from "@/lib/auth/constants";
import { validateLogin, validateRegistration, validateResetRequest } from "@/lib/auth/validation";
import en from "@/messages/en.json";

const valid = { username: "maria", email: "maria@example.com", password: "Secret123" };

describe("registration validation (first error only)", () => {
  it.each([
    [{ ...valid, username: "" }, "fillAllFields"],
    [{ ...valid, email: "   " }, "fillAllFields"],
    [{ ...valid, password: "" }, "fillAllFields"],
    [{ ...valid, username: "ab" }, "usernameTooShort"],
    [{ ...valid, username: "  ab  " }, "usernameTooShort"],
    [{ ...valid, email: "maria@" }, "invalidEmail"],
    [{ ...valid, email: "maria example.com" }, "invalidEmail"],
    [{ ...valid, password: "Sh0rt" }, "passwordTooShort"],
    [{ ...valid, password: "lowercase123" }, "passwordUppercase"],
    [{ ...valid, password: "UPPERCASE123" }, "passwordLowercase"],
    [{ ...valid, password: "NoNumbersHere" }, "passwordNumber"],
    // Several problems at once: only the first in the spec's order is reported.
    [{ username: "ab", email: "bad", password: "x" }, "usernameTooShort"],
  ])("%j → %s", (input, expected) => {
    expect(validateRegistration(input)).toBe(expected);
  });

  it("accepts a valid registration, trimming the username and email", () => {
    expect(validateRegistration({ ...valid, username: "  maria ", email: " maria@example.com " })).toBeNull();
  });

  it("uses the spec's limits", () => {
    expect(USERNAME_MIN_LENGTH).toBe(3);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(validateRegistration({ ...valid, username: "abc", password: "Abcdefg1" })).toBeNull();
  });
});

describe("login and reset validation", () => {
  it("requires email and password, trimming the email", () => {
    expect(validateLogin({ email: "  ", password: "x" })).toBe("fillAllFields");
    expect(validateLogin({ email: "a@b.co", password: "" })).toBe("fillAllFields");
    expect(validateLogin({ email: " a@b.co ", password: "x" })).toBeNull();
  });

  it("requires an email for a reset", () => {
    expect(validateResetRequest({ email: " " })).toBe("emailRequired");
    expect(validateResetRequest({ email: "a@b.co" })).toBeNull();
  });
});

describe("the English messages are the spec's texts", () => {
  it.each([
    ["invalidEmail", "Please enter a valid email address"],
    ["passwordUppercase", "Password must contain at least one uppercase letter"],
    ["passwordLowercase", "Password must contain at least one lowercase letter"],
    ["passwordNumber", "Password must contain at least one number"],
    ["emailRequired", "Please enter your email address"],
  ] as const)("%s", (key, text) => {
    expect(en.Auth.errors[key]).toBe(text);
  });
});
