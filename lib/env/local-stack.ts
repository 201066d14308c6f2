/**
 * The embedded stack's fixed address and publishable key (it listens only on 127.0.0.1). Constants only:
 * importing this module reads no environment, so tests may point the app elsewhere after importing it.
 */
export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";

export const LOCAL_ANON_KEY = "sb_publishable_embedded_local_anon_key";
