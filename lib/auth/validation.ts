import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from "./constants";

/**
 * Keys of the `Auth.errors` messages. Each form shows only its first error (000 §5), so the
 * validators return one key or null, checking in the spec's order.
 */
export type AuthErrorKey =
  | "fillAllFields"
  | "usernameTooShort"
  | "invalidEmail"
  | "passwordTooShort"
  | "passwordUppercase"
  | "passwordLowercase"
  | "passwordNumber"
  | "emailRequired";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RegistrationInput {
  username: string;
  email: string;
  password: string;
}

export function normalizeRegistration(input: RegistrationInput): RegistrationInput {
  return { username: input.username.trim(), email: input.email.trim(), password: input.password };
}

export function validateRegistration(raw: RegistrationInput): AuthErrorKey | null {
  const input = normalizeRegistration(raw);
  if (!input.username || !input.email || !input.password) return "fillAllFields";
  if (input.username.length < USERNAME_MIN_LENGTH) return "usernameTooShort";
  if (!EMAIL_PATTERN.test(input.email)) return "invalidEmail";
  return validateNewPassword(input.password);
}

/** The password rules of registration, also applied when a new password is set after a reset. */
export function validateNewPassword(password: string): AuthErrorKey | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "passwordTooShort";
  if (!/[A-Z]/.test(password)) return "passwordUppercase";
  if (!/[a-z]/.test(password)) return "passwordLowercase";
  if (!/[0-9]/.test(password)) return "passwordNumber";
  return null;
}

export function validateLogin(input: { email: string; password: string }): AuthErrorKey | null {
  if (!input.email.trim() || !input.password) return "fillAllFields";
  return null;
}

export function validateResetRequest(input: { email: string }): AuthErrorKey | null {
  if (!input.email.trim()) return "emailRequired";
  return null;
}
