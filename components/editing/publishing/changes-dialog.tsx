"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { DiffDisclosure } from "@/components/editing/diff-disclosure";
import { EditorDialog } from "@/components/editing/editor-dialog";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/editors/shared/buttons";
import { anyAnswer, ApiClientError, apiFetch } from "@/lib/api/client";
import { CheckPanel } from "@/components/publishing/check-panel";
import { useSite } from "@/components/site/site-context";
import { LOCALE_NAMES } from "@/lib/i18n/locales";
import { SharePreview } from "./share-preview";
import { TranslationReview } from "./translation-review";
import { usePublishCheck } from "./use-publish-check";
import { useChangeSetAction, type ChangeSetAnswer } from "./use-change-set";

interface Conflict {
  change_id: string;
}

const LINK_BUTTON = "rounded text-sm font-semibold text-sky-800 underline hover:text-sky-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/** The error codes the publishing API answers, and the message the interface shows for each. */
const ERROR_KEYS: Record<string, string> = {
  forbidden: "errors.forbidden",
  conflict: "errors.nothing",
  precondition_failed: "errors.conflicts",
  check_failed: "errors.checkFailed",
};

function conflictsOf(error: unknown): Set<string> {
  if (!(error instanceof ApiClientError) || error.status !== 412) return new Set();
  const conflicts = error.details.conflicts;
  return new Set(Array.isArray(conflicts) ? (conflicts as Conflict[]).map((conflict) => conflict.change_id) : []);
}

/**
 * The organisation's unpublished changes (what, who, when), each discardable, with "Discard all", "Publish changes"
 * and "Publish at…". A change whose live row moved on since its draft is marked after a refused publish: keep it
 * (it replaces the row as it now stands) or discard it. Admins also set the publishing rules here.
 */
export default function ChangesDialog({ changeSet, onClose }: { changeSet: ChangeSetAnswer; onClose(): void }) {
  const t = useTranslations("Publishing");
  const format = useFormatter();
  const { defaultLocale } = useSite();
  const timeId = useId();
  const [at, setAt] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const send = (path: string, method: string, body?: unknown) => apiFetch(path, anyAnswer, { method, body });

  const publish = useChangeSetAction(({ at, overrideReason }: { at?: string; overrideReason?: string }) =>
    send("/api/change-set/publish", "POST", { ...(at && { publish_at: at }), ...(overrideReason && { override_reason: overrideReason }) }),
  );
  const check = usePublishCheck({ enabled: changeSet.changes.length > 0 });
  const discard = useChangeSetAction((id: string) => send(`/api/change-set/changes/${id}`, "DELETE"));
  const keep = useChangeSetAction((id: string) => send(`/api/change-set/changes/${id}`, "PATCH", { keep: true }));
  const discardAll = useChangeSetAction(() => send("/api/change-set", "DELETE"));
  const cancelSchedule = useChangeSetAction(() => send("/api/change-set/schedule", "DELETE"));
  const rules = useChangeSetAction((next: ChangeSetAnswer["rules"]) => send("/api/change-set/settings", "PUT", next));

  const conflicts = conflictsOf(publish.error);
  const failure = [publish, discard, keep, discardAll, cancelSchedule, rules].find((action) => action.isError)?.error;
  const errorKey = failure instanceof ApiClientError ? ERROR_KEYS[failure.code] : undefined;
  const failureText = failure ? t(errorKey ?? "errors.failed") : null;
  const busy = [publish, discard, keep, discardAll, cancelSchedule].some((action) => action.isPending);
  const { changes } = changeSet;
  // Translations are listed by language below; a change holding nothing else is not listed here.
  const ordinary = changes.filter((change) => change.other_fields.length > 0);

  const publishNow = (overrideReason?: string) =>
    publish.mutate({ overrideReason }, { onSuccess: (answer) => setNotice(t("published", { count: (answer as { published: number }).published })) });
  const schedule = () => {
    if (!at) return;
    publish.mutate({ at: new Date(at).toISOString() }, { onSuccess: () => setNotice(null) });
  };
  const confirmDiscardAll = () => {
    if (window.confirm(t("confirmDiscardAll"))) discardAll.mutate();
  };

  const footer = (
    <div className="flex w-full flex-wrap items-center justify-end gap-2">
      {changes.length > 0 && (
        <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={confirmDiscardAll}>
          {t("discardAll")}
        </button>
      )}
      {changeSet.may_publish && changes.length > 0 && (
        <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={() => publishNow()}>
          {t("publish")}
        </button>
      )}
    </div>
  );

  return (
    <EditorDialog title={t("title")} open onClose={onClose} dirty={false} confirmCloseText="" footer={footer}>
      <div className="space-y-4 text-sm">
        {notice && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">{notice}</p>}
        {failureText && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-900">{failureText}</p>}
        {changeSet.status === "failed" && changeSet.error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-900">{t("failed", { reason: changeSet.error })}</p>
        )}
        {changeSet.status === "scheduled" && changeSet.publish_at && (
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-950">
            <span>{t("scheduled", { time: format.dateTime(new Date(changeSet.publish_at), { dateStyle: "full", timeStyle: "short" }) })}</span>
            {changeSet.may_publish && (
              <button type="button" className={LINK_BUTTON} disabled={busy} onClick={() => cancelSchedule.mutate()}>
                {t("cancelSchedule")}
              </button>
            )}
          </div>
        )}
        {check.data && check.data.findings.length > 0 && (
          <CheckPanel findings={check.data.findings} onOverride={changeSet.may_set_rules ? (reason) => publishNow(reason) : undefined} overriding={publish.isPending} />
        )}
        {changes.length === 0 ? (
          <p>{t("empty")}</p>
        ) : (
          ordinary.length > 0 && (
            <ul aria-label={t("title")} className="divide-y divide-gray-200 rounded-lg border border-gray-200">
              {ordinary.map((change) => {
                const what = t(`entities.${change.entity}` as "entities.other");
                return (
                  <li key={change.id} className="flex flex-wrap items-start justify-between gap-3 px-3 py-2">
                    <div className="min-w-0">
                      <p className="font-semibold text-gray-900">{what}</p>
                      <p className="text-gray-700">{t("fields", { fields: change.other_fields.join(", ") })}</p>
                      <p className="text-gray-600">
                        {t("by", { name: change.author.name ?? "?", time: format.dateTime(new Date(change.at), { dateStyle: "medium", timeStyle: "short" }) })}
                      </p>
                      {conflicts.has(change.id) && <p className="font-semibold text-red-800">{t("conflict")}</p>}
                    </div>
                    <div className="flex gap-3">
                      {conflicts.has(change.id) && (
                        <button type="button" className={LINK_BUTTON} disabled={busy} onClick={() => keep.mutate(change.id, { onSuccess: () => publish.reset() })}>
                          {t("keepMine")}
                        </button>
                      )}
                      <button type="button" className={LINK_BUTTON} disabled={busy} aria-label={t("discardLabel", { name: what })} onClick={() => discard.mutate(change.id)}>
                        {t("discard")}
                      </button>
                    </div>
                    <DiffDisclosure before={change.live} after={change.fields} fields={change.other_fields} />
                  </li>
                );
              })}
            </ul>
          )
        )}
        <TranslationReview changes={changes} mayPublish={changeSet.may_publish} defaultLanguage={LOCALE_NAMES[defaultLocale]} busy={busy} />
        {changeSet.may_publish && changes.length > 0 && (
          <div className="flex flex-wrap items-end gap-2">
            <label htmlFor={timeId} className="flex flex-col gap-1 font-medium text-gray-800">
              {t("publishAt")}
              <input id={timeId} type="datetime-local" className="rounded-lg border border-gray-300 px-2 py-1.5" value={at} onChange={(event) => setAt(event.target.value)} />
            </label>
            <button type="button" className={SECONDARY_BUTTON} disabled={busy || !at} onClick={schedule}>
              {t("schedule")}
            </button>
          </div>
        )}
        {changes.length > 0 && <SharePreview />}
        {changeSet.may_set_rules && <PublishingRules rules={changeSet.rules} onChange={(next) => rules.mutate(next)} />}
      </div>
    </EditorDialog>
  );
}

/** The organisation's publishing rules; the API refuses anyone but its admins. */
function PublishingRules({ rules, onChange }: { rules: ChangeSetAnswer["rules"]; onChange(next: ChangeSetAnswer["rules"]): void }) {
  const t = useTranslations("Publishing");
  return (
    <fieldset className="space-y-2 border-t border-gray-200 pt-3">
      <legend className="font-semibold text-gray-900">{t("rules")}</legend>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={rules.draft_mode_default} onChange={(event) => onChange({ ...rules, draft_mode_default: event.target.checked })} />
        {t("draftByDefault")}
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={rules.editors_may_publish} onChange={(event) => onChange({ ...rules, editors_may_publish: event.target.checked })} />
        {t("editorsMayPublish")}
      </label>
    </fieldset>
  );
}
