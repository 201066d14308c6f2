import type { Sql } from "./db";

/** The columns of auth.users the server reads. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
}

const COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at, recovery_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until`;

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

/** Inserts the user unless the address is taken (then undefined); the unique index decides, not a prior read. */
export async function insertUser(
  db: Sql,
  input: { email: string; passwordHash: string; userMetadata: Record<string, unknown>; confirmed: boolean },
): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', lower($1), $2,
       case when $3::boolean then now() end, '', '', $4::jsonb, $5::jsonb)
     on conflict (lower(email)) where email is not null do nothing
     returning ${COLUMNS}`,
    [input.email, input.passwordHash, input.confirmed, JSON.stringify(EMAIL_APP_METADATA), JSON.stringify(input.userMetadata)],
  );
  return user;
}

export async function updateUser(
  db: Sql,
  id: string,
  changes: {
    passwordHash?: string;
    email?: string;
    /** Merged into the stored metadata, as GoTrue's PUT /user does. */
    userMetadata?: Record<string, unknown>;
    confirm?: boolean;
    signedIn?: boolean;
    confirmationSent?: boolean;
    recoverySent?: boolean;
  },
): Promise<UserRow> {
  const [user] = await db.query<UserRow>(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       email = coalesce(lower($3), email),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || coalesce($4::jsonb, '{}'::jsonb),
       email_confirmed_at = case when $5::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
       last_sign_in_at = case when $6::boolean then now() else last_sign_in_at end,
       confirmation_sent_at = case when $7::boolean then now() else confirmation_sent_at end,
       recovery_sent_at = case when $8::boolean then now() else recovery_sent_at end,
       updated_at = now()
     where id = $1
     returning ${COLUMNS}`,
    [
      id,
      changes.passwordHash ?? null,
      changes.email ?? null,
      changes.userMetadata ? JSON.stringify(changes.userMetadata) : null,
      changes.confirm ?? false,
      changes.signedIn ?? false,
      changes.confirmationSent ?? false,
      changes.recoverySent ?? false,
    ],
  );
  return user;
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
    is_anonymous: false,
  };
}
