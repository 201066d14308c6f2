import { readdirSync, readFileSync } from "node:fs";

/** Linux's clock ticks per second for /proc's CPU times (USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (µs, user + system) that a process and all its descendants have used so far, from /proc:
 * `next start` serves from a child process of its own. Compared across a load run, it gives the server's
 * CPU per request, which the machine's drift moves far less than requests per second (the load generator
 * and the server share the cores).
 */
export function processTreeCpuUs(pid: number): number {
  const parents = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name (which may hold spaces): state, ppid, … utime (14th), stime (15th).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(entry), Number(fields[1]));
      ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended while we read.
    }
  }
  const inTree = (id: number): boolean => id === pid || (id > 1 && parents.has(id) && inTree(parents.get(id)!));
  let total = 0;
  for (const [id, used] of ticks) if (inTree(id)) total += used;
  return (total * 1_000_000) / TICKS_PER_SECOND;
}
