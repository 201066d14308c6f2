import type { Sql } from "./db";

/** The columns of auth.users the server reads. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
}

const COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_sent_at,
  recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until`;

export const EMAIL_APP_METADATA = { provider: "email", providers: ["email"] };

export async function findUserByEmail(db: Sql, email: string): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>(
    `select ${COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null`,
    [email],
  );
  return user;
}

export async function findUserById(db: Sql, id: string): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>(`select ${COLUMNS} from auth.users where id = $1 and deleted_at is null`, [id]);
  return user;
}

/**
 * GoTrue's metadata update as SQL parameters: the keys to merge in, and the keys to remove (those given as
 * null).
 */
function metadataPatch(updates: Record<string, unknown> | undefined): [string | null, string[]] {
  if (!updates) return [null, []];
  const entries = Object.entries(updates);
  return [
    JSON.stringify(Object.fromEntries(entries.filter(([, value]) => value !== null))),
    entries.filter(([, value]) => value === null).map(([key]) => key),
  ];
}

/**
 * Inserts the user unless the address is taken (then undefined); the unique index decides, not a prior read.
 * No password hash: nobody can sign in with a password until one is set (an invited user sets theirs).
 */
export async function insertUser(
  db: Sql,
  input: {
    id?: string;
    email: string;
    passwordHash: string | null;
    userMetadata: Record<string, unknown>;
    /** Merged over the email provider's entries, as GoTrue's admin create does. */
    appMetadata?: Record<string, unknown>;
    confirmed: boolean;
    bannedUntil?: Date | null;
  },
): Promise<UserRow | undefined> {
  const [appMetadata, appKeysRemoved] = metadataPatch(input.appMetadata);
  const [user] = await db.query<UserRow>(
    `insert into auth.users (id, instance_id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, raw_app_meta_data, raw_user_meta_data, banned_until)
     values (coalesce($1::uuid, gen_random_uuid()), '00000000-0000-0000-0000-000000000000', 'authenticated',
       'authenticated', lower($2), $3, case when $4::boolean then now() end, '', '',
       ($5::jsonb || coalesce($8::jsonb, '{}'::jsonb)) - $9::text[], $6::jsonb, $7)
     on conflict (lower(email)) where email is not null do nothing
     returning ${COLUMNS}`,
    [
      input.id ?? null,
      input.email,
      input.passwordHash,
      input.confirmed,
      JSON.stringify(EMAIL_APP_METADATA),
      JSON.stringify(input.userMetadata),
      input.bannedUntil ?? null,
      appMetadata,
      appKeysRemoved,
    ],
  );
  return user;
}

export async function updateUser(
  db: Sql,
  id: string,
  changes: {
    passwordHash?: string;
    email?: string;
    /** Merged into the stored metadata (null removes a key), as GoTrue's PUT /user does. */
    userMetadata?: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
    confirm?: boolean;
    signedIn?: boolean;
    confirmationSent?: boolean;
    recoverySent?: boolean;
    invited?: boolean;
    /** A date bans until then, null lifts a ban, undefined leaves it. */
    bannedUntil?: Date | null;
  },
): Promise<UserRow> {
  const [userMetadata, userKeysRemoved] = metadataPatch(changes.userMetadata);
  const [appMetadata, appKeysRemoved] = metadataPatch(changes.appMetadata);
  const [user] = await db.query<UserRow>(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       email = coalesce(lower($3), email),
       raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || coalesce($4::jsonb, '{}'::jsonb)) - $9::text[],
       raw_app_meta_data = (coalesce(raw_app_meta_data, '{}'::jsonb) || coalesce($10::jsonb, '{}'::jsonb)) - $11::text[],
       email_confirmed_at = case when $5::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
       last_sign_in_at = case when $6::boolean then now() else last_sign_in_at end,
       confirmation_sent_at = case when $7::boolean then now() else confirmation_sent_at end,
       recovery_sent_at = case when $8::boolean then now() else recovery_sent_at end,
       invited_at = case when $12::boolean then now() else invited_at end,
       banned_until = case when $13::boolean then $14::timestamptz else banned_until end,
       updated_at = now()
     where id = $1
     returning ${COLUMNS}`,
    [
      id,
      changes.passwordHash ?? null,
      changes.email ?? null,
      userMetadata,
      changes.confirm ?? false,
      changes.signedIn ?? false,
      changes.confirmationSent ?? false,
      changes.recoverySent ?? false,
      userKeysRemoved,
      appMetadata,
      appKeysRemoved,
      changes.invited ?? false,
      changes.bannedUntil !== undefined,
      changes.bannedUntil ?? null,
    ],
  );
  return user;
}

/** Hard delete: sessions, refresh tokens, email links and flow states go with the user (on delete cascade). */
export async function deleteUser(db: Sql, id: string): Promise<void> {
  await db.query("delete from auth.users where id = $1", [id]);
}

/**
 * GoTrue's admin list: newest first, a page at a time, optionally only addresses (or full names) containing
 * `filter`; `total` counts every match.
 */
export async function listUsers(
  db: Sql,
  input: { page: number; perPage: number; filter?: string },
): Promise<{ users: UserRow[]; total: number }> {
  const where = `aud = 'authenticated' and deleted_at is null
    and ($1::text is null or email like $1 or raw_user_meta_data ->> 'full_name' ilike $1)`;
  const pattern = input.filter ? `%${input.filter}%` : null;
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from auth.users where ${where}`, [pattern]);
  const users = await db.query<UserRow>(
    `select ${COLUMNS} from auth.users where ${where} order by created_at desc, id limit $2 offset $3`,
    [pattern, input.perPage, (input.page - 1) * input.perPage],
  );
  return { users, total };
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && new Date(user.banned_until) > new Date();
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : undefined);

/** The user object GoTrue answers with (one email identity, as GoTrue lists it). */
export function userJson(user: UserRow, extra: { newEmail?: string } = {}) {
  const confirmedAt = iso(user.email_confirmed_at);
  const identity = {
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: { email: user.email, email_verified: Boolean(confirmedAt), phone_verified: false, sub: user.id },
    provider: "email",
    last_sign_in_at: iso(user.last_sign_in_at) ?? iso(user.created_at),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    email: user.email,
  };
  return {
    id: user.id,
    aud: user.aud ?? "authenticated",
    role: user.role ?? "authenticated",
    email: user.email,
    email_confirmed_at: confirmedAt,
    invited_at: iso(user.invited_at),
    ...(extra.newEmail ? { new_email: extra.newEmail, email_change_sent_at: new Date().toISOString() } : {}),
    phone: "",
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: confirmedAt,
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: { ...EMAIL_APP_METADATA, ...(user.raw_app_meta_data ?? {}) },
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [identity],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: false,
  };
}
