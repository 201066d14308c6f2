// A stand-in for next/headers in the API tests, which call route handlers outside a Next server: there is no
// request to put in draft mode or to set cookies on, so draft mode is off and cookies go nowhere. The draft view
// itself is tested in tests/api/draft-view.test.ts (its own stand-in keeps state) and in tests/e2e/publishing.spec.ts.
export const draftMode = async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined });
export const cookies = async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined });
