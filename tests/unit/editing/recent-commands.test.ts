import { describe, expect, it } from "vitest";
import { readRecentCommands, rememberCommand } from "@/components/editing/command-palette/recent-commands";
import { RECENT_COMMANDS_KEY, RECENT_COMMANDS_LIMIT } from "@/lib/editing/constants";
import { memoryStorage } from "./command-factory";

describe("the recent commands store", () => {
  it("keeps the chosen ids under localStorage 'recentCommands', most recent first", () => {
    const storage = memoryStorage();
    rememberCommand(storage, "section");
    rememberCommand(storage, "footer");
    expect(JSON.parse(storage.data[RECENT_COMMANDS_KEY])).toEqual(["footer", "section"]);
    expect(readRecentCommands(storage)).toEqual(["footer", "section"]);
  });

  it(`keeps only the last ${RECENT_COMMANDS_LIMIT}`, () => {
    const storage = memoryStorage();
    for (const id of ["a", "b", "c", "d", "e", "f", "g"]) rememberCommand(storage, id);
    expect(RECENT_COMMANDS_LIMIT).toBe(5);
    expect(readRecentCommands(storage)).toEqual(["g", "f", "e", "d", "c"]);
  });

  it("moves a command chosen again to the front instead of listing it twice", () => {
    const storage = memoryStorage();
    for (const id of ["a", "b", "c", "a"]) rememberCommand(storage, id);
    expect(readRecentCommands(storage)).toEqual(["a", "c", "b"]);
  });

  it("reads a missing, malformed or foreign value as no recent commands", () => {
    expect(readRecentCommands(memoryStorage())).toEqual([]);
    expect(readRecentCommands(memoryStorage({ [RECENT_COMMANDS_KEY]: "{not json" }))).toEqual([]);
    expect(readRecentCommands(memoryStorage({ [RECENT_COMMANDS_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readRecentCommands(memoryStorage({ [RECENT_COMMANDS_KEY]: '["a", 3, null, "b"]' }))).toEqual(["a", "b"]);
    expect(readRecentCommands(null)).toEqual([]);
  });

  it("still works when the storage refuses writes", () => {
    const full = { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(rememberCommand(full, "section")).toEqual(["section"]);
  });
});
