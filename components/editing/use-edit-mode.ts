"use client";

import { useCallback, useSyncExternalStore } from "react";

/** localStorage key; edit mode is on for admins unless they switched it off. */
export const EDIT_MODE_KEY = "editMode";

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useEditMode(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, () => localStorage.getItem(EDIT_MODE_KEY) !== "off", () => false);
  const set = useCallback((next: boolean) => {
    localStorage.setItem(EDIT_MODE_KEY, next ? "on" : "off");
    for (const listener of listeners) listener();
  }, []);
  return [on, set];
}
