/**
 * A failed call to the app's own API, carrying the platform's `{ error: { code, message, fields } }` and the
 * status. `details` holds the rest of the error object: a 412's `current` row and `changed_by`, the lease
 * (`lock`) of a 409 or 423, an upload's refusal `reason`.
 */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
    /** The HTTP reason phrase ("Internal Server Error"), for messages the spec words with it. */
    readonly statusText = "",
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

/** Who changed a row since the editor loaded it, as a 412 names them. */
export interface ChangedBy {
  id: string | null;
  name: string | null;
  at: string;
  fields: string[];
}

/** A stale write (412): the row as it now stands, and who changed it. */
export interface StaleConflict {
  current: Record<string, unknown> & { version: number };
  changedBy: ChangedBy | null;
}

/** What checks an answer: a zod schema, or anything with its `parse`. */
export interface AnswerSchema<T> {
  parse(value: unknown): T;
}

/** For a call whose answer the caller does not read. */
export const anyAnswer: AnswerSchema<unknown> = { parse: (value) => value };

export interface ApiOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart (an upload); the browser writes the content type. */
  form?: FormData;
  /** Sent as it is, with its content type (a file the API reads whole, such as an XLIFF import). */
  text?: { body: string; contentType: string };
  /** The Supabase access token, sent as Bearer; without it the session rides in the site's cookies. */
  token?: string | null;
  /** The version the write started from, sent as If-Match. */
  version?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The request outlives the page (a lease given back on pagehide). */
  keepalive?: boolean;
  cache?: RequestCache;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The error a failed answer carries; exported for the one caller that cannot use fetch (upload progress). */
export function apiError(status: number, statusText: string, json: unknown): ApiClientError {
  const { code, message, fields, ...details } = isRecord(json) && isRecord(json.error) ? json.error : {};
  const fieldMessages = isRecord(fields)
    ? Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
    : {};
  return new ApiClientError(
    status,
    typeof code === "string" ? code : "unknown",
    typeof message === "string" && message !== "" ? message : statusText,
    fieldMessages,
    details,
    statusText,
  );
}

/** The version an ETag names (`"3"` or `W/"3"`), else the body's `version`. */
function versionOf(response: Response, json: unknown): number {
  const etag = response.headers.get("etag");
  if (etag) return Number(etag.replace(/^W\//, "").replaceAll('"', ""));
  return isRecord(json) ? Number(json.version) : Number.NaN;
}

async function send(path: string, options: ApiOptions): Promise<{ response: Response; json: unknown }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.text) headers["content-type"] = options.text.contentType;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.version !== undefined) headers["if-match"] = `"${options.version}"`;
  const response = await fetch(path, {
    method: options.method ?? "GET",
    headers,
    body: options.form ?? options.text?.body ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    credentials: "same-origin",
    ...(options.cache && { cache: options.cache }),
    ...(options.signal && { signal: options.signal }),
    ...(options.keepalive && { keepalive: true }),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiError(response.status, response.statusText, json);
  return { response, json };
}

/**
 * The one fetch client of the browser code, for the app's JSON API: sends the token, If-Match and the body
 * the options name, checks the answer against `schema`, and throws ApiClientError on any failure status.
 */
export async function apiFetch<T>(path: string, schema: AnswerSchema<T>, options: ApiOptions = {}): Promise<T> {
  const { json } = await send(path, options);
  return schema.parse(json);
}

/**
 * apiFetch for the editors' versioned rows: the answer and its version (the ETag) to send as If-Match next.
 * Never answered from the HTTP cache: an old version would only earn a 412.
 */
export async function apiFetchVersioned<T>(path: string, schema: AnswerSchema<T>, options: ApiOptions = {}): Promise<{ data: T; version: number }> {
  const { response, json } = await send(path, { cache: "no-store", ...options });
  return { data: schema.parse(json), version: versionOf(response, json) };
}

function changedByOf(value: unknown): ChangedBy | null {
  if (!isRecord(value) || typeof value.at !== "string") return null;
  return {
    id: typeof value.id === "string" ? value.id : null,
    name: typeof value.name === "string" ? value.name : null,
    at: value.at,
    fields: Array.isArray(value.fields) ? value.fields.filter((field): field is string => typeof field === "string") : [],
  };
}

/** The conflict a stale write (412 with the current row) answered; null for any other failure. */
export function staleConflict(error: unknown): StaleConflict | null {
  if (!(error instanceof ApiClientError) || error.status !== 412) return null;
  const { current, changed_by: changedBy } = error.details;
  if (!isRecord(current) || typeof current.version !== "number") return null;
  return { current: { ...current, version: current.version }, changedBy: changedByOf(changedBy) };
}
