import { storageErrors } from "./errors";

const MAX_KEY_LENGTH = 1024;
// Control characters have no place in a file name: they hide what a name says and break headers.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * An object's name from the raw (still percent-encoded) URL path below its bucket. Refused with 400: an
 * encoded slash or backslash, `.` and `..` segments, empty segments, control characters, absolute paths.
 */
export function objectName(rawSegments: string[]): string {
  return checkedName(
    rawSegments.map((raw) => {
      if (/%2f|%5c/i.test(raw)) throw storageErrors.invalidKey("a name may not hold an encoded slash");
      try {
        return decodeURIComponent(raw);
      } catch {
        throw storageErrors.invalidKey("the name is not valid percent-encoding");
      }
    }),
  );
}

/** An object's name as a request body gives it (remove, sign), under the same rules. */
export const bodyName = (name: string): string => checkedName(name.split("/"));

function checkedName(segments: string[]): string {
  if (segments.length === 0) throw storageErrors.invalidKey("the object name is missing");
  for (const segment of segments) {
    if (segment === "" || segment === "." || segment === "..") throw storageErrors.invalidKey("empty, '.' and '..' segments are not allowed");
    if (segment.includes("\\")) throw storageErrors.invalidKey("a name may not hold a backslash");
    if (CONTROL.test(segment)) throw storageErrors.invalidKey("a name may not hold control characters");
  }
  const name = segments.join("/");
  if (name.length > MAX_KEY_LENGTH) throw storageErrors.invalidKey("the name is too long");
  return name;
}

/** A bucket id from its URL segment. */
export function bucketId(raw: string | undefined): string {
  if (!raw || !/^[a-z0-9][a-z0-9_.-]{0,62}$/i.test(raw)) throw storageErrors.bucketNotFound();
  return raw;
}
