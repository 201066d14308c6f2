"use client";

import { useTranslations } from "next-intl";
import { EditorDialog } from "./editor-dialog";
import { MediaGallery, type PickedMedia } from "@/components/media/media-gallery";

/**
 * The media library in the editors' dialog shell. With `onPick` it is the gallery picker: choosing a file or
 * a link hands it over and closes; without, the library to manage (Create New → Media library).
 */
export default function MediaDialog({ onPick, onClose }: { onPick?: (media: PickedMedia) => void; onClose(): void }) {
  const t = useTranslations("Media");
  return (
    <EditorDialog title={onPick ? t("pickTitle") : t("title")} open onClose={onClose} dirty={false} confirmCloseText="">
      <MediaGallery
        onPick={
          onPick &&
          ((media) => {
            onPick(media);
            onClose();
          })
        }
      />
    </EditorDialog>
  );
}
