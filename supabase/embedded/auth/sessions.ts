import type { EmbeddedDb, Sql } from "./db";
import { AuthError, authErrors } from "./errors";
import type { Amr, TokenSigner } from "./jwt";
import { randomToken } from "./tokens";
import { findUserById, isBanned, updateUser, userJson, type UserRow } from "./users";

interface SessionRow {
  id: string;
  user_id: string;
  amr: Amr[];
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

/** A new login is a new session (with its first refresh token); the user's last sign-in moves. */
export async function startSession(
  db: EmbeddedDb,
  userId: string,
  method: string,
  meta: RequestMeta,
): Promise<{ user: UserRow; sessionId: string; amr: Amr[]; refreshToken: string }> {
  const amr: Amr[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const refreshToken = randomToken();
  return db.transaction(async (tx) => {
    const [session] = await tx.query<{ id: string }>(
      "insert into auth.sessions (user_id, amr, ip, user_agent) values ($1, $2::jsonb, $3, $4) returning id",
      [userId, JSON.stringify(amr), meta.ip, meta.userAgent ?? null],
    );
    await insertRefreshToken(tx, { token: refreshToken, sessionId: session.id, userId, parent: null });
    const user = await updateUser(tx, userId, { signedIn: true });
    return { user, sessionId: session.id, amr, refreshToken };
  });
}

async function insertRefreshToken(
  db: Sql,
  input: { token: string; sessionId: string; userId: string; parent: string | null },
): Promise<void> {
  await db.query("insert into auth.refresh_tokens (token, session_id, user_id, parent) values ($1, $2, $3, $4)", [
    input.token,
    input.sessionId,
    input.userId,
    input.parent,
  ]);
}

/** GoTrue's session answer: tokens, lifetimes, and the user. */
export async function sessionJson(
  signer: TokenSigner,
  session: { user: UserRow; sessionId: string; amr: Amr[]; refreshToken: string },
) {
  const { token, expiresAt } = await signer.sign({
    userId: session.user.id,
    email: session.user.email,
    appMetadata: userJson(session.user).app_metadata,
    userMetadata: session.user.raw_user_meta_data ?? {},
    sessionId: session.sessionId,
    amr: session.amr,
  });
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: signer.expirySeconds,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: userJson(session.user),
  };
}

/**
 * Rotation: the presented token is revoked and a child issued. A revoked token presented again means it
 * was stolen or replayed, so the whole session ends (GoTrue's reuse detection) — except within
 * `reuseIntervalSeconds` of its rotation, when it answers the session's current token, so two tabs
 * refreshing at once end up with the same one (GoTrue's REFRESH_TOKEN_REUSE_INTERVAL).
 */
export async function refreshSession(db: EmbeddedDb, token: string, reuseIntervalSeconds: number) {
  // One transaction, so a token is never revoked without its child; the reuse verdict is thrown after
  // commit, so ending the session sticks.
  const outcome = await db.transaction(async (tx) => {
    // One statement revokes, so two concurrent refreshes cannot both rotate.
    const [rotated] = await tx.query<{ session_id: string; user_id: string }>(
      "update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1 and not revoked returning session_id, user_id",
      [token],
    );
    if (rotated) {
      const refreshToken = randomToken();
      await insertRefreshToken(tx, { token: refreshToken, sessionId: rotated.session_id, userId: rotated.user_id, parent: token });
      return { ...(await loadSession(tx, rotated.session_id)), refreshToken };
    }
    const [revoked] = await tx.query<{ session_id: string; within_interval: boolean }>(
      `select session_id, updated_at > now() - make_interval(secs => $2::double precision) as within_interval
       from auth.refresh_tokens where token = $1`,
      [token, reuseIntervalSeconds],
    );
    if (!revoked) return authErrors.refreshTokenNotFound();
    if (revoked.within_interval) {
      const [current] = await tx.query<{ token: string }>(
        "select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1",
        [revoked.session_id],
      );
      if (current) return { ...(await loadSession(tx, revoked.session_id)), refreshToken: current.token };
    }
    await tx.query("delete from auth.sessions where id = $1", [revoked.session_id]);
    return authErrors.refreshTokenAlreadyUsed();
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

async function loadSession(db: Sql, sessionId: string) {
  const [session] = await db.query<SessionRow>(
    "update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1 returning id, user_id, amr",
    [sessionId],
  );
  if (!session) throw authErrors.sessionNotFound();
  const user = await findUserById(db, session.user_id);
  if (!user) throw authErrors.userNotFound();
  if (isBanned(user)) throw authErrors.userBanned(400, "Invalid Refresh Token: User Banned");
  return { user, sessionId: session.id, amr: session.amr };
}

export async function sessionExists(db: Sql, sessionId: string, userId: string): Promise<boolean> {
  const rows = await db.query("select 1 from auth.sessions where id = $1 and user_id = $2", [sessionId, userId]);
  return rows.length > 0;
}

/** Ends sessions (their refresh tokens go with them): `local` this one, `others` the rest, `global` all. */
export async function endSessions(db: Sql, userId: string, sessionId: string, scope: "global" | "local" | "others") {
  if (scope === "global") {
    await db.query("delete from auth.sessions where user_id = $1", [userId]);
  } else {
    const operator = scope === "local" ? "=" : "<>";
    await db.query(`delete from auth.sessions where user_id = $1 and id ${operator} $2`, [userId, sessionId]);
  }
}
