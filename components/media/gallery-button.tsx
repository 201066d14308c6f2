"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { createPortal } from "react-dom";
import type { PickedMedia } from "./media-gallery";

// The gallery is its own chunk, fetched the first time an admin opens it.
const MediaDialog = lazy(() => import("@/components/editing/media-dialog"));

/**
 * "Choose from library": the gallery picker every editor's media field offers beside its address (`label`
 * names it otherwise, as the post editor's Image tool).
 */
export function GalleryButton({ onPick, className, label, disabled }: { onPick(media: PickedMedia): void; className?: string; label?: string; disabled?: boolean }) {
  const t = useTranslations("Media");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={disabled}
        className={className ?? "rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-50 disabled:opacity-60"}
      >
        {label ?? t("chooseFromLibrary")}
      </button>
      {/* Outside the editor's form in the page (a form may not hold another); React still delivers its events here. */}
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <MediaDialog onPick={onPick} onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
