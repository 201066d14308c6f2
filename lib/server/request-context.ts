import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the self-hosted server (server/) knows of the request being served, for the code that serves it: the
 * request id, the client's address (from the socket and TRUSTED_PROXY_HOPS), and whether the request failed for
 * want of the database. The server runs Next's handler inside `runInRequest`; route handlers, pages, the
 * database layer and the logger read it with `currentRequest()`. Undefined when the request did not come
 * through server/ (a platform host, plain `next start`, tests): then the request's headers are all there is.
 *
 * server/ is bundled on its own and the app by Next, so each has its own copy of this module: they share the one
 * AsyncLocalStorage through a registered symbol, our own name on globalThis.
 */
export interface RequestContext {
  /** From the caller's `x-request-id` when it is a plain token, else made here. */
  readonly id: string;
  readonly clientAddress: string;
  /** Set by the database layer when a query could not reach the database (lib/db/errors.ts). */
  databaseUnavailable: boolean;
  /** Set by the code that resolved the request's organisation, for the request's log line. */
  organizationId?: string;
}

const STORAGE = Symbol.for("sitebuilder.requestContext");

function storage(): AsyncLocalStorage<RequestContext> {
  const slot = globalThis as { [STORAGE]?: AsyncLocalStorage<RequestContext> };
  return (slot[STORAGE] ??= new AsyncLocalStorage<RequestContext>());
}

export function runInRequest<T>(context: RequestContext, serve: () => T): T {
  return storage().run(context, serve);
}

/** The request being served through server/, or undefined outside it. */
export function currentRequest(): RequestContext | undefined {
  return storage().getStore();
}
