"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { DiffView, type DiffViewProps } from "./diff-view";

const TOGGLE =
  "rounded text-sm font-semibold text-sky-800 underline hover:text-sky-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/** "Show changes": a history entry's or a draft's diff, computed only once the admin opens it. */
export function DiffDisclosure(props: DiffViewProps) {
  const t = useTranslations("Diff");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="w-full">
      <button type="button" className={TOGGLE} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
        {t(open ? "hide" : "show")}
      </button>
      <div id={panelId} hidden={!open} className="mt-2">
        {open && <DiffView {...props} />}
      </div>
    </div>
  );
}
