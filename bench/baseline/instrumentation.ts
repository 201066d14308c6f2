// The baseline's own (empty) start-up hook: without it, Next's build of this folder picks up the app's
// instrumentation.ts, which stops any server started without the app's host routing preload.
export function register() {}
