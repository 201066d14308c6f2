// Relies on: how React marks a client component in the server's component tree. Next compiles an import of a
// "use client" module, in server code, to client references made by React's Flight server
// (registerClientReference / createClientModuleProxy in next/dist/compiled/react-server-dom-turbopack), each a
// function whose `$$typeof` is Symbol.for("react.client.reference"). components/sections/static-markup.ts must not
// call such a function as a server component, nor inline what it renders: it keeps them as elements.
// When tests/contract/client-reference.test.ts fails: find how the new React marks client references (in
// react-server-dom-turbopack's server build) and change isClientReference.

/** The mark React puts on a client reference (its `$$typeof`). */
export const CLIENT_REFERENCE = Symbol.for("react.client.reference");

/** Whether an element's type is a client component, as the server sees it. */
export function isClientReference(type: unknown): boolean {
  return (type as { $$typeof?: symbol } | null)?.$$typeof === CLIENT_REFERENCE;
}
