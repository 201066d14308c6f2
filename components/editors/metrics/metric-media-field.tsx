"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { GalleryButton } from "@/components/media/gallery-button";
import type { MetricRow } from "@/lib/sections/queries";
import { mediaUrlSchema } from "@/lib/sections/schemas";
import { MetricPanel } from "./metric-panel";
import { BOX, LABEL, SMALL_BUTTON } from "./styles";
import { useMetricPatch } from "./use-metric-patch";

/** A media address an admin may enter (spec 001 §5): not blank, http(s) or a path on the site. */
export const isMediaUrl = (value: string) => mediaUrlSchema.safeParse(value).success;

/**
 * The card's image or video by address (spec 001 §5): a direct link to an image or a video file, or a
 * YouTube or Vimeo page, which the public card embeds. Remove media clears it ("Media removed").
 */
export function MetricMediaField({ metric, title, onDone }: { metric: MetricRow; title: string; onDone(): void }) {
  const t = useTranslations("Editors.metrics");
  const id = useId();
  const patch = useMetricPatch();
  const [url, setUrl] = useState(metric.image ?? "");
  const [invalid, setInvalid] = useState(false);

  const save = async (value = url) => {
    if (!isMediaUrl(value)) return setInvalid(true);
    setInvalid(false);
    if (await patch.change({ id: metric.id, title, changes: { image: value.trim() }, failure: "failedToUpdateImage" })) onDone();
  };
  const remove = async () => {
    if (await patch.change({ id: metric.id, title, changes: { image: null }, failure: "failedToRemoveMedia", success: "mediaRemoved" })) {
      setUrl("");
      onDone();
    }
  };

  return (
    <MetricPanel label={t("mediaLabel", { title })} onSubmit={() => void save()}>
      <div>
        <label htmlFor={id} className={LABEL}>
          {t("fields.image")}
        </label>
        <input
          id={id}
          type="text"
          inputMode="url"
          value={url}
          placeholder="https://"
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
          onChange={(event) => setUrl(event.target.value)}
          className={BOX}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
          {t("imageHint")}
        </p>
        {invalid && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {t("invalidUrl")}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <GalleryButton
          className={SMALL_BUTTON}
          onPick={(media) => {
            setUrl(media.url);
            void save(media.url);
          }}
        />
        {metric.image && (
          <button type="button" className={`${SMALL_BUTTON} text-red-800`} disabled={patch.pending} onClick={() => void remove()}>
            {t("removeMedia")}
          </button>
        )}
        <button type="button" className={SMALL_BUTTON} disabled={patch.pending} onClick={() => void save()}>
          {t("save")}
        </button>
      </div>
    </MetricPanel>
  );
}
