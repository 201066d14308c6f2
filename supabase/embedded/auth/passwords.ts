import { hash, verify } from "@node-rs/argon2";
import { MIN_PASSWORD_LENGTH } from "./context";
import { authErrors } from "./errors";

// @node-rs/argon2's defaults are argon2id, m=19456, t=2, p=1: the parameters of the seeded users' hashes.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Compared against when the address is unknown, so a missing account takes as long as a wrong password.
const UNKNOWN_USER_HASH = "$argon2id$v=19$m=19456,t=2,p=1$YcFlGDkYL0m5s41aaJeAqw$SpVRmDSjNzykj+ajG/kSq5rhgd7cIXfEfFUn+JmnZGY";

export async function passwordMatches(stored: string | null | undefined, password: string): Promise<boolean> {
  try {
    const ok = await verify(stored || UNKNOWN_USER_HASH, password);
    return ok && Boolean(stored);
  } catch {
    // A hash in a format argon2 does not read (e.g. bcrypt from an imported user) never matches.
    return false;
  }
}

export function assertStrongPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword(MIN_PASSWORD_LENGTH);
}
