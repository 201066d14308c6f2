import path from "node:path";

/** Where the embedded stack keeps its data and listens; the ports are those of `supabase start`. */
export function embeddedConfig(env: Record<string, string | undefined> = process.env) {
  const host = "127.0.0.1";
  const authPort = Number(env.EMBEDDED_AUTH_PORT || 54321);
  return {
    dataDir: path.resolve(env.EMBEDDED_DATA_DIR || ".data/db"),
    // Storage's files, beside the database (Supabase's file backend keeps them on disk too).
    storageDir: path.resolve(env.EMBEDDED_STORAGE_DIR || path.join(path.dirname(path.resolve(env.EMBEDDED_DATA_DIR || ".data/db")), "storage")),
    host,
    dbPort: Number(env.EMBEDDED_DB_PORT || 54322),
    authPort,
    mailboxPort: Number(env.EMBEDDED_MAILBOX_PORT || 54324),
    // The app's pool (10) plus scripts, a psql session and the auth server's own pool; PGlite serialises
    // queries anyway.
    maxConnections: Number(env.EMBEDDED_MAX_CONNECTIONS || 40),
    auth: {
      /** GoTrue's API_EXTERNAL_URL: the token issuer and the host of email links, as browsers reach it. */
      publicUrl: env.API_EXTERNAL_URL || `http://${host}:${authPort}`,
      /** GoTrue's SITE_URL: where redirects fall back to. */
      siteUrl: env.SITE_URL || "http://localhost:3000",
      emailConfirmation: env.AUTH_EMAIL_CONFIRMATION === "true",
      jwtExpirySeconds: Number(env.AUTH_JWT_EXPIRY || 3600),
    },
  };
}

/** Where the local mailbox answers unless EMBEDDED_MAILBOX_PORT moves it (the app reads MAILBOX_URL). */
export const LOCAL_MAILBOX_URL = "http://127.0.0.1:54324";
