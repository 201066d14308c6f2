import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { PASSWORD_MIN_LENGTH } from "../../../lib/auth/constants";
import { validateNewPassword } from "../../../lib/auth/validation";
import { authErrors, type WeakPasswordReason } from "./errors";

// @node-rs/argon2's defaults are argon2id, m=19456, t=2, p=1: the parameters of the seeded users' hashes.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/** A hash of a secret nobody knows, made once with hashPassword's own parameters. */
export function unknownUserHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
  return dummyHash;
}

/**
 * Whether the password is the user's. Without a hash argon2 reads (an unknown address, a user without a
 * password, a bcrypt hash from an import) it is checked against the dummy hash all the same, so every answer
 * costs one verification and sign-in takes as long whether or not the account exists.
 */
export async function passwordMatches(stored: string | null | undefined, password: string): Promise<boolean> {
  if (stored) {
    try {
      return await verify(stored, password);
    } catch {
      // Not an argon2 hash: never matches, and costs what a real one does below.
    }
  }
  await verify(await unknownUserHash(), password);
  return false;
}

// GoTrue's required characters for password_requirements = "lower_upper_letters_digits", one set each;
// its message lists them.
const REQUIRED_CHARACTERS = ["abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"];

/** The spec's password rules (lib/auth/validation.ts, as the forms check them), answered as GoTrue does. */
export function assertStrongPassword(password: string): void {
  if (validateNewPassword(password) === null) return;
  const tooShort = password.length < PASSWORD_MIN_LENGTH;
  const missesCharacters = REQUIRED_CHARACTERS.some((set) => ![...set].some((c) => password.includes(c)));
  const reasons: WeakPasswordReason[] = [];
  const messages: string[] = [];
  if (tooShort) {
    reasons.push("length");
    messages.push(`Password should be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  // Long enough yet refused: every other rule of the spec is about the characters.
  if (missesCharacters || !tooShort) {
    reasons.push("characters");
    messages.push(`Password should contain at least one character of each: ${REQUIRED_CHARACTERS.join(", ")}.`);
  }
  throw authErrors.weakPassword(reasons, messages.join(" "));
}
