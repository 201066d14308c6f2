import { ApiClientError } from "@/lib/api/client";

/**
 * A save that never reached the database: the browser could not connect (fetch throws a TypeError), or a
 * gateway or the database was down (502–504). The editor then keeps the admin's text and offers to retry.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiClientError) return error.status >= 502 && error.status <= 504;
  return error instanceof TypeError;
}
