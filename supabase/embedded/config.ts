import path from "node:path";

/** Where the embedded stack keeps its data and listens; the ports are those of `supabase start`. */
export function embeddedConfig(env: Record<string, string | undefined> = process.env) {
  return {
    dataDir: path.resolve(env.EMBEDDED_DATA_DIR || ".data/db"),
    host: "127.0.0.1",
    dbPort: Number(env.EMBEDDED_DB_PORT || 54322),
    // The app's pool (10) plus scripts and a psql session; PGlite serialises queries anyway.
    maxConnections: Number(env.EMBEDDED_MAX_CONNECTIONS || 40),
  };
}
