import type { Command } from "../commands";

/** The parts of a keyboard event a shortcut is matched against. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

interface Shortcut {
  mod: boolean;
  shift: boolean;
  alt: boolean;
  key: string;
}

function parse(shortcut: string): Shortcut {
  const parts = shortcut.split("+");
  const modifiers = new Set(parts.slice(0, -1));
  return { mod: modifiers.has("Mod"), shift: modifiers.has("Shift"), alt: modifiers.has("Alt"), key: (parts.at(-1) ?? "").toLowerCase() };
}

export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

interface UserAgentData {
  platform: string;
}

/** Cmd on a Mac, Ctrl elsewhere: the platform from userAgentData where the browser has it, else navigator.platform. */
export function currentPlatformIsMac(nav: { platform: string; userAgentData?: UserAgentData } = navigator): boolean {
  return isMacPlatform(nav.userAgentData?.platform || nav.platform || "");
}

/** "Mod" is Cmd (and not Ctrl) on a Mac, Ctrl (and not Cmd) elsewhere; the other modifiers must match exactly. */
export function matchesShortcut(press: KeyPress, shortcut: string, isMac: boolean): boolean {
  const wanted = parse(shortcut);
  const mod = isMac ? press.metaKey && !press.ctrlKey : press.ctrlKey && !press.metaKey;
  return mod === wanted.mod && press.shiftKey === wanted.shift && press.altKey === wanted.alt && press.key.toLowerCase() === wanted.key;
}

/** The enabled command a key press runs, if any. */
export function findShortcutCommand(press: KeyPress, commands: readonly Command[], isMac: boolean): Command | undefined {
  return commands.find((command) => !command.disabled && command.shortcut && matchesShortcut(press, command.shortcut, isMac));
}

export interface KeyNames {
  ctrl: string;
  shift: string;
  alt: string;
}

/** "⌘⇧S" on a Mac, "Ctrl+Shift+S" elsewhere (with the language's key names). */
export function formatShortcut(shortcut: string, isMac: boolean, names: KeyNames): string {
  const { mod, shift, alt, key } = parse(shortcut);
  const letter = key.toUpperCase();
  if (isMac) return `${mod ? "⌘" : ""}${alt ? "⌥" : ""}${shift ? "⇧" : ""}${letter}`;
  return [mod && names.ctrl, alt && names.alt, shift && names.shift, letter].filter(Boolean).join("+");
}
