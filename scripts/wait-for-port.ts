import net from "node:net";

export function isPortOpen(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function waitForPort(port: number, timeoutMs: number, isAborted: () => boolean = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isAborted()) return false;
    if (await isPortOpen(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
