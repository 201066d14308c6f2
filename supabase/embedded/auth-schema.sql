-- Tables of the embedded Auth server and mailbox only. Hosted Supabase and `supabase start` keep their own
-- (GoTrue's) tables, so nothing in supabase/migrations may depend on these.
-- Applied after bootstrap.sql on every start; every statement is idempotent.
-- No grants: anon and authenticated never read these; the embedded process connects as the superuser.

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  -- The authentication methods of the sign-in that opened the session, copied into every access token.
  amr jsonb not null default '[]'::jsonb,
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Kept in plain, as GoTrue does: two tabs refreshing with the same token at once must both receive the same
-- current token (see sessions.ts), which a hash could not give back.
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- PKCE: the challenge sent with sign-up or recover, and the code handed out once the link is followed.
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now()
);

-- Email links. token_hash is sha256 of the hash that the email carries, so neither the link's token nor the
-- emailed hash can be read back from the database. One live token per user and purpose, as in GoTrue.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('confirmation_token', 'recovery_token', 'email_change_token')),
  token_hash text not null unique,
  -- The address the link was sent to (for an email change: the new address).
  relates_to text not null,
  flow_state_id uuid references auth.flow_state (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create unique index if not exists one_time_tokens_user_type_key on auth.one_time_tokens (user_id, token_type);

-- The ES256 key pair that signs access tokens: generated on first start, published at /.well-known/jwks.json.
create table if not exists auth.signing_keys (
  kid text primary key,
  algorithm text not null default 'ES256',
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now()
);

create schema if not exists mailbox;
revoke all on schema mailbox from public;

create table if not exists mailbox.messages (
  id uuid primary key default gen_random_uuid(),
  "from" text not null,
  "to" text not null,
  -- Lowercased bare addresses taken from "to", for GET /api/messages?to=.
  recipients text[] not null,
  subject text not null,
  text text not null default '',
  html text,
  created_at timestamptz not null default clock_timestamp()
);
create index if not exists messages_recipients_idx on mailbox.messages using gin (recipients);
create index if not exists messages_created_at_idx on mailbox.messages (created_at desc);
