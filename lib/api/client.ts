import type { z } from "zod";

/** A failed call to the app's own API, carrying the `{ error: { code, message } }` it answered. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

/**
 * fetch for the app's JSON API: sends the access token when given, checks the answer against
 * `schema`, and throws ApiClientError with the server's code and message on failure.
 */
export async function apiFetch<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: { method?: string; body?: unknown; token?: string | null; headers?: Record<string, string> } = {},
): Promise<z.infer<Schema>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(path, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: "same-origin",
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = typeof json === "object" && json !== null && "error" in json ? json.error : null;
    const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "unknown";
    const message = typeof error === "object" && error !== null && "message" in error ? String(error.message) : response.statusText;
    throw new ApiClientError(response.status, code, message);
  }
  return schema.parse(json);
}
