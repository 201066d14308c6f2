import { COMMAND_CATEGORIES, type Command } from "../commands";

/** A group of the palette: "recent" first when the search is empty, then one per category. */
export interface ResultGroup {
  key: string;
  /** "recent", or the category the group is named by. */
  category: string;
  commands: Command[];
}

export const RECENT_GROUP = "recent";

function haystack(command: Command): string {
  return [command.label, command.description, command.category, ...command.keywords].join(" ").toLocaleLowerCase();
}

/** Every word of the search must appear in the label, description, category or keywords. */
export function matchesQuery(command: Command, query: string): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = haystack(command);
  return words.every((word) => text.includes(word));
}

/** Groups by category: the spec's categories in their order, then any other category in order of appearance. */
export function groupByCategory(commands: readonly Command[]): ResultGroup[] {
  const order = new Map<string, Command[]>(COMMAND_CATEGORIES.map((category) => [category, []]));
  for (const command of commands) {
    const list = order.get(command.category);
    if (list) list.push(command);
    else order.set(command.category, [command]);
  }
  return [...order].filter(([, list]) => list.length > 0).map(([category, list]) => ({ key: `category:${category}`, category, commands: list }));
}

export interface ResultsInput {
  commands: readonly Command[];
  query: string;
  /** Most recent first (the recentCommands list). */
  recentIds: readonly string[];
  /** Results the caller adds for a search (pages, posts, sections by title). */
  extra?: readonly Command[];
}

/**
 * The palette's groups. With an empty search the recently chosen commands come first as "Recent" (and not
 * again in their category); with a search, matching commands and the extra results, grouped by category.
 */
export function paletteGroups({ commands, query, recentIds, extra = [] }: ResultsInput): ResultGroup[] {
  if (query.trim() === "") {
    const byId = new Map(commands.map((command) => [command.id, command]));
    const recent = recentIds.flatMap((id) => byId.get(id) ?? []).filter((command) => !command.disabled);
    const recentSet = new Set(recent.map((command) => command.id));
    const rest = groupByCategory(commands.filter((command) => !recentSet.has(command.id)));
    return recent.length > 0 ? [{ key: RECENT_GROUP, category: RECENT_GROUP, commands: recent }, ...rest] : rest;
  }
  return groupByCategory([...commands.filter((command) => matchesQuery(command, query)), ...extra]);
}

/** Spec 002 §4: the arrow keys move the selection without wrapping. */
export function moveSelection(index: number, delta: number, length: number): number {
  if (length === 0) return 0;
  return Math.min(Math.max(index + delta, 0), length - 1);
}

/** A selection remembers the results it was made in. */
export interface Selection {
  results: string;
  index: number;
}

/** Identifies a list of results: a different list means the results changed. */
export function resultsKey(commands: readonly Command[]): string {
  return commands.map((command) => command.id).join("\n");
}

/** Spec 002 §4: the selection index resets to 0 when the results change. */
export function selectedIndex(selection: Selection, currentResults: string): number {
  return selection.results === currentResults ? selection.index : 0;
}
