import type { AuthErrorKey } from "./validation";

export type AuthMessageKey =
  | AuthErrorKey
  | "invalidCredentials"
  | "emailNotConfirmed"
  | "tooManyAttempts"
  | "emailExists"
  | "serverError"
  | "emailSendFailed"
  | "freeTrialFailed";

/** Maps the auth provider's error codes to the spec's messages; null means show its text as received. */
export function authErrorKey(error: { code?: string; status?: number; message: string }): AuthMessageKey | null {
  switch (error.code) {
    case "invalid_credentials":
      return "invalidCredentials";
    case "email_not_confirmed":
      return "emailNotConfirmed";
    case "over_request_rate_limit":
    case "over_email_send_rate_limit":
      return "tooManyAttempts";
    case "user_already_exists":
    case "email_exists":
      return "emailExists";
    case "weak_password":
      return "passwordTooShort";
    case "email_address_invalid":
    case "email_address_not_authorized":
      return "emailSendFailed";
  }
  if (error.status === 429) return "tooManyAttempts";
  if (/database error saving new user/i.test(error.message)) return "serverError";
  return null;
}
