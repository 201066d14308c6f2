import { describe, expect, it } from "vitest";
import { currentPlatformIsMac, findShortcutCommand, formatShortcut, isMacPlatform, matchesShortcut, type KeyPress } from "@/components/editing/command-palette/shortcuts";
import { EDITING_ACTIONS } from "@/components/editing/commands";
import { PALETTE_SHORTCUT } from "@/lib/editing/constants";
import { command } from "./command-factory";

const press = (key: string, mods: Partial<Omit<KeyPress, "key">> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
const names = { ctrl: "Ctrl", shift: "Shift", alt: "Alt" };

describe("the palette shortcut", () => {
  it("is Ctrl+K on Windows and Linux and Cmd+K on a Mac", () => {
    expect(matchesShortcut(press("k", { ctrlKey: true }), PALETTE_SHORTCUT, false)).toBe(true);
    expect(matchesShortcut(press("K", { ctrlKey: true }), PALETTE_SHORTCUT, false)).toBe(true);
    expect(matchesShortcut(press("k", { metaKey: true }), PALETTE_SHORTCUT, true)).toBe(true);
    expect(matchesShortcut(press("k", { metaKey: true }), PALETTE_SHORTCUT, false)).toBe(false);
    expect(matchesShortcut(press("k", { ctrlKey: true }), PALETTE_SHORTCUT, true)).toBe(false);
  });

  it("does not fire on K alone or with extra modifiers", () => {
    expect(matchesShortcut(press("k"), PALETTE_SHORTCUT, false)).toBe(false);
    expect(matchesShortcut(press("k", { ctrlKey: true, shiftKey: true }), PALETTE_SHORTCUT, false)).toBe(false);
    expect(matchesShortcut(press("k", { ctrlKey: true, altKey: true }), PALETTE_SHORTCUT, false)).toBe(false);
  });
});

describe("the Mac detection", () => {
  it("recognises Macs and Apple devices by their platform name", () => {
    for (const platform of ["MacIntel", "macOS", "iPhone", "iPad"]) expect(isMacPlatform(platform)).toBe(true);
    for (const platform of ["Win32", "Windows", "Linux x86_64", "Android", ""]) expect(isMacPlatform(platform)).toBe(false);
  });

  it("prefers userAgentData's platform and falls back to navigator.platform", () => {
    const nav = (platform: string, uaPlatform?: string) => ({ platform, userAgentData: uaPlatform ? { platform: uaPlatform } : undefined });
    expect(currentPlatformIsMac(nav("Linux x86_64", "macOS"))).toBe(true);
    expect(currentPlatformIsMac(nav("MacIntel"))).toBe(true);
    expect(currentPlatformIsMac(nav("Win32"))).toBe(false);
  });
});

describe("the commands' own shortcuts", () => {
  it("are Cmd/Ctrl+Shift+S for a new section, +H for a new heading and +P for a post", () => {
    const byShortcut = Object.fromEntries(EDITING_ACTIONS.filter((a) => a.shortcut).map((a) => [a.shortcut, a.id]));
    expect(byShortcut).toEqual({ "Mod+Shift+S": "section", "Mod+Shift+H": "headingSection", "Mod+Shift+P": "blogPost" });
  });

  it("find the command a key press runs, on either platform", () => {
    const section = command({ id: "section", shortcut: "Mod+Shift+S" });
    const heading = command({ id: "headingSection", shortcut: "Mod+Shift+H" });
    const commands = [section, heading];
    // With Shift held, the browser reports the capital letter.
    expect(findShortcutCommand(press("S", { ctrlKey: true, shiftKey: true }), commands, false)).toBe(section);
    expect(findShortcutCommand(press("H", { metaKey: true, shiftKey: true }), commands, true)).toBe(heading);
    expect(findShortcutCommand(press("s", { ctrlKey: true }), commands, false)).toBeUndefined();
    expect(findShortcutCommand(press("S", { shiftKey: true }), commands, false)).toBeUndefined();
  });

  it("never run a disabled command", () => {
    const disabled = command({ id: "pricingPlan", shortcut: "Mod+Shift+S", disabled: true });
    expect(findShortcutCommand(press("S", { ctrlKey: true, shiftKey: true }), [disabled], false)).toBeUndefined();
  });

  it("show as ⌘⇧S on a Mac and Ctrl+Shift+S elsewhere, with the language's key names", () => {
    expect(formatShortcut("Mod+Shift+S", true, names)).toBe("⌘⇧S");
    expect(formatShortcut("Mod+Shift+S", false, names)).toBe("Ctrl+Shift+S");
    expect(formatShortcut("Mod+Shift+P", false, { ctrl: "Strg", shift: "Umschalt", alt: "Alt" })).toBe("Strg+Umschalt+P");
  });
});
