/**
 * Server code never opens realtime channels, and Node 20 has no global WebSocket, which the
 * realtime client demands when it is constructed. This stand-in satisfies the client and fails
 * loudly if a server path ever tries to connect.
 */
export class NoRealtimeTransport {
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readonly readyState = 3;
  readonly url = "";
  readonly protocol = "";
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;

  constructor() {
    throw new Error("Realtime is not available in server code");
  }

  close(): void {}
  send(): void {}
  addEventListener(): void {}
  removeEventListener(): void {}
}
