/** How long a readiness check waits for its dependency before it counts as down. */
export const CHECK_TIMEOUT_MS = 2000;

/** Asked of Supabase Storage: its health route; any answer below 500 means the service is there. */
export const STORAGE_STATUS_PATH = "/storage/v1/status";
