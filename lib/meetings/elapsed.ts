/** Waiting time as minutes:seconds (000 §2, screen 4): 0:07, 12:30, 75:02. Negative clocks show 0:00. */
export function formatElapsed(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

/** The animated dots after "Waiting for the host": one, two, three, then none again. */
export function waitingDots(step: number): string {
  return ".".repeat(((step % 4) + 4) % 4);
}
