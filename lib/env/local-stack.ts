/**
 * The embedded stack's fixed addresses and publishable key (it listens only on 127.0.0.1, on the ports of
 * `supabase start`): what an unset variable means outside production. Constants only: importing this module reads
 * no environment, so tests may point the app elsewhere after importing it.
 */
export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";

export const LOCAL_ANON_KEY = "sb_publishable_embedded_local_anon_key";

/** The embedded Auth's secret key: the server's calls of its admin API (invitations) send it. */
export const LOCAL_SERVICE_ROLE_KEY = "sb_secret_embedded_local_service_role_key";

export const LOCAL_DATABASE_URL = "postgresql://postgres:postgres@127.0.0.1:54322/postgres";

export const LOCAL_MAILBOX_URL = "http://127.0.0.1:54324";
