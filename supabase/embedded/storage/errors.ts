/** An error as Supabase Storage answers it: `{ statusCode, error, message }`, which storage-js reads. */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  toJSON() {
    return { statusCode: String(this.status), error: this.error, message: this.message };
  }
}

export const storageErrors = {
  invalidKey: (message: string) => new StorageError(400, "InvalidKey", `Invalid key: ${message}`),
  invalidRequest: (message: string) => new StorageError(400, "InvalidRequest", message),
  invalidSignature: (message = "invalid signature") => new StorageError(400, "InvalidSignature", message),
  noApiKey: () => new StorageError(401, "Unauthorized", "No API key found in request"),
  invalidJwt: () => new StorageError(401, "InvalidJWT", "invalid JWT"),
  // What Postgres says when a policy refuses the row, as Storage passes it on.
  unauthorized: () => new StorageError(403, "Unauthorized", "new row violates row-level security policy"),
  bucketNotFound: () => new StorageError(404, "Bucket not found", "Bucket not found"),
  objectNotFound: () => new StorageError(404, "not_found", "Object not found"),
  notFound: () => new StorageError(404, "not_found", "The resource was not found"),
  duplicate: () => new StorageError(409, "Duplicate", "The resource already exists"),
  tooLarge: () => new StorageError(413, "Payload too large", "The object exceeded the maximum allowed size"),
  invalidMimeType: (type: string) => new StorageError(415, "invalid_mime_type", `mime type ${type || "(none)"} is not supported`),
};
