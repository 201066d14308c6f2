import type { Command } from "@/components/editing/commands";

/** A palette command with sensible defaults; `ran` counts how often its action ran. */
export function command(overrides: Partial<Command> & Pick<Command, "id">): Command & { ran: () => number } {
  let runs = 0;
  return {
    label: overrides.id,
    description: "",
    category: "Content",
    keywords: [],
    action: () => {
      runs++;
    },
    ...overrides,
    ran: () => runs,
  };
}

/** A Storage stand-in kept in memory. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data: Record<string, string> = { ...initial };
  return {
    data,
    getItem: (key: string) => data[key] ?? null,
    setItem: (key: string, value: string) => void (data[key] = value),
  };
}
