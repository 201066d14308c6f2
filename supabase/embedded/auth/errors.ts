/**
 * GoTrue's error answers: `{ code: <http status>, error_code, msg }`. No X-Supabase-Api-Version header is
 * sent back, so supabase-js reads `error_code` (lib/fetch.js handleError) and turns weak_password into
 * AuthWeakPasswordError and session_not_found into AuthSessionMissingError, as against Supabase.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toJSON() {
    return { code: this.status, error_code: this.errorCode, msg: this.message, ...this.extra };
  }
}

/** GoTrue's reasons for a weak password (it also has "pwned", for its HaveIBeenPwned check). */
export type WeakPasswordReason = "length" | "characters";

/** The gateway's answer for a missing or unknown apikey (Kong in front of GoTrue, not GoTrue itself). */
export class ApiKeyError extends Error {}

// The messages are GoTrue's own, so code written against Supabase matches on them unchanged.
export const authErrors = {
  badJson: () => new AuthError(400, "bad_json", "Could not parse request body as JSON"),
  validation: (message: string) => new AuthError(400, "validation_failed", message),
  invalidEmail: () => new AuthError(400, "validation_failed", "Unable to validate email address: invalid format"),
  emailRequired: () => new AuthError(400, "validation_failed", "An email address is required"),
  emailTooLong: () => new AuthError(400, "validation_failed", "An email address is too long"),
  invalidCredentials: () => new AuthError(400, "invalid_credentials", "Invalid login credentials"),
  emailNotConfirmed: () => new AuthError(400, "email_not_confirmed", "Email not confirmed"),
  userAlreadyExists: () => new AuthError(422, "user_already_exists", "User already registered"),
  emailExists: () => new AuthError(422, "email_exists", "A user with this email address has already been registered"),
  weakPassword: (reasons: WeakPasswordReason[], message: string) =>
    new AuthError(422, "weak_password", message, { weak_password: { reasons } }),
  samePassword: () => new AuthError(422, "same_password", "New password should be different from the old password."),
  noAuthorization: () => new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  badJwt: (detail: string) => new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () => new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist"),
  userNotFound: () => new AuthError(404, "user_not_found", "User from sub claim in JWT does not exist"),
  /** The caller is not the service role (GoTrue's requireAdmin). */
  notAdmin: () => new AuthError(403, "not_admin", "User not allowed"),
  /** An admin route's user id names nobody. */
  noUserWithId: () => new AuthError(404, "user_not_found", "User not found"),
  noUserWithEmail: () => new AuthError(404, "user_not_found", "User with this email not found"),
  /** GoTrue answers a ban 400 where credentials are presented and 403 where a token or link is. */
  userBanned: (status: 400 | 403, message = "User is banned") => new AuthError(status, "user_banned", message),
  refreshTokenNotFound: () => new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshTokenAlreadyUsed: () => new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  flowStateNotFound: () => new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found"),
  flowStateExpired: () =>
    new AuthError(
      400,
      "flow_state_expired",
      "invalid flow state, flow state has expired",
    ),
  badCodeVerifier: () => new AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier"),
  otpExpired: () => new AuthError(403, "otp_expired", "Email link is invalid or has expired"),
  unsupportedGrant: () => new AuthError(400, "validation_failed", "unsupported_grant_type"),
  overRequestRateLimit: () => new AuthError(429, "over_request_rate_limit", "Request rate limit reached"),
  overEmailRateLimit: (seconds?: number) =>
    new AuthError(
      429,
      "over_email_send_rate_limit",
      seconds === undefined
        ? "Email rate limit exceeded"
        : `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  notFound: () => new AuthError(404, "not_found", "Not Found"),
  methodNotAllowed: () => new AuthError(405, "method_not_allowed", "Method Not Allowed"),
  unexpected: () => new AuthError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"),
};
