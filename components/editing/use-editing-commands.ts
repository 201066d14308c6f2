"use client";

import { useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { editingAction, EDITING_ACTIONS, type ActionId, type Command } from "./commands";

export interface ActionChoice {
  /** Actions whose editor exists; the others say "Creating {action} - Coming soon!". Keep the set stable (memoised). */
  available: ReadonlySet<ActionId>;
  /** The actions this person's role may use (all when absent); the others are not listed at all. */
  shown?: ReadonlySet<ActionId>;
  onChoose(action: ActionId): void;
}

/** Runs an action the same way from the Create New menu, the palette and the shortcuts (spec 002 §4, §8). */
export function useChooseAction({ available, onChoose }: ActionChoice): (id: ActionId) => void {
  const t = useTranslations("Editing");
  return useCallback(
    (id: ActionId) => {
      if (editingAction(id).disabled) return;
      if (available.has(id)) onChoose(id);
      else window.alert(t("comingSoon", { action: t(`actions.${id}.label`) }));
    },
    [available, onChoose, t],
  );
}

/** The palette's default commands: every action of the Create New menu, translated. */
export function useEditingCommands(choice: ActionChoice): Command[] {
  const t = useTranslations("Editing");
  const choose = useChooseAction(choice);
  return useMemo(
    () =>
      EDITING_ACTIONS.filter((action) => !choice.shown || choice.shown.has(action.id)).map((action) => ({
        id: action.id,
        label: t(`actions.${action.id}.label`),
        description: t(`actions.${action.id}.description`),
        category: action.category,
        keywords: action.keywords,
        shortcut: action.shortcut,
        disabled: action.disabled,
        action: () => choose(action.id),
      })),
    [t, choose, choice.shown],
  );
}
