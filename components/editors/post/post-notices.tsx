"use client";

import { useFormatter, useNow, useTranslations } from "next-intl";
import type { PostLock } from "./lock-api";
import type { PostLockControl } from "./use-post-lock";

const BUTTON =
  "rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:opacity-60";

/** A moment in the admin's own language and clock: the time alone when it is today. */
export function useMomentText() {
  const format = useFormatter();
  const now = useNow();
  // The admin's own clock: the admin layer runs only in the browser.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (at: string | number) => {
    const date = new Date(at);
    const today = date.toDateString() === now.toDateString();
    return format.dateTime(date, today ? { timeStyle: "short", timeZone } : { dateStyle: "medium", timeStyle: "short", timeZone });
  };
}

/**
 * The edit lock as the admin sees it (issue 15): someone else is editing (since when) with View read-only
 * and Take over; read-only while they are; or they took over, and this admin's text went to a local draft.
 */
export function LockNotice({ lock }: { lock: PostLockControl }) {
  const t = useTranslations("Editors.post.lock");
  const moment = useMomentText();
  const { state } = lock;
  const name = (holder: PostLock | null) => holder?.holder_name?.trim() || t("someone");

  if (state.status === "acquiring") return <p role="status" className="text-sm text-gray-700">{t("checking")}</p>;
  if (state.status !== "held" && state.status !== "lost") return null;

  const takeOver = (
    <button type="button" className={BUTTON} onClick={() => void lock.takeOver()}>
      {t(state.status === "lost" ? "takeBack" : "takeOver")}
    </button>
  );
  const failed = lock.takeoverFailed && (
    <p role="alert" className="text-sm font-medium text-red-800">
      {t("takeOverFailed")}
    </p>
  );

  if (state.status === "lost") {
    return (
      <div role="alert" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <p className="font-semibold">
          {state.lock ? t("lostTo", { name: name(state.lock), time: moment(state.lock.since) }) : t("lost")}
        </p>
        <p>{t("lostDraft")}</p>
        <div className="flex flex-wrap gap-2">{takeOver}</div>
        {failed}
      </div>
    );
  }

  const { lock: holder, readOnly } = state;
  return (
    <div role={readOnly ? "status" : "alert"} className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">{t("heldBy", { name: name(holder), time: moment(holder.since) })}</p>
      <p>{t(readOnly ? "readOnly" : "heldHint", { name: name(holder) })}</p>
      <div className="flex flex-wrap gap-2">
        {!readOnly && (
          <button type="button" className={BUTTON} onClick={lock.viewReadOnly}>
            {t("viewReadOnly")}
          </button>
        )}
        {takeOver}
      </div>
      {failed}
    </div>
  );
}

/** Spec 000 §4: reopening the editor offers the draft kept in this browser. */
export function DraftOffer({ savedAt, onRestore, onDiscard }: { savedAt: number; onRestore(): void; onDiscard(): void }) {
  const t = useTranslations("Editors.post.draft");
  const moment = useMomentText();
  return (
    <div role="status" className="space-y-2 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
      <p>{t("offer", { time: moment(savedAt) })}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON} onClick={onRestore}>
          {t("restore")}
        </button>
        <button type="button" className={BUTTON} onClick={onDiscard}>
          {t("discard")}
        </button>
      </div>
    </div>
  );
}
