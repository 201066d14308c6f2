"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ConflictAuthor, ConflictChoice } from "@/components/editing/conflict-view";
import { recordSave } from "@/components/editing/use-undo";
import { ApiClientError, apiFetchVersioned, staleConflict } from "@/lib/api/client";
import { savedRowSchema } from "@/lib/editing/answers";
import { isUnreachable } from "@/lib/editing/failure";
import { mergeOnConflict, sameValue, type FieldConflict } from "@/lib/editing/merge";
import type { Locale } from "@/lib/i18n/locales";
import { changedBody, createBody, POST_FORM_FIELDS, shownTitle, toFormValues, type PostField, type PostFormValues } from "./form-schema";

export interface PostConflict {
  key: number;
  conflicts: FieldConflict<PostField>[];
  autoMerged: PostField[];
  changedBy: ConflictAuthor | null;
  choices: Partial<Record<PostField, ConflictChoice>>;
}

/** The post as the editor loaded it: its values, version, author and slug. */
export interface LoadedPost {
  values: PostFormValues;
  version: number;
  authorId: string | null;
  slug: string;
}

interface PostSaveOptions {
  /** null: a new post (POST /api/posts); else the post loaded for editing (PATCH /api/posts/{slug}). */
  loaded: LoadedPost | null;
  locale: Locale;
  form: UseFormReturn<PostFormValues>;
  /** The post was written: `slug` is where it is now; `previousSlug` where it was (null when new). */
  onSaved(saved: { slug: string; previousSlug: string | null }): void;
  /** 423: another admin holds the edit lease. */
  onLocked(): void;
  /** The server could not be reached: the text must survive (spec 000 §4 drafts). */
  onUnreachable(): void;
}

/**
 * Publish (create) and Update (edit) of the post: one request each, undoable; a stale Update merges the
 * other admin's changes and asks about true conflicts (the platform's conflict view); a failure says the
 * server's error or spec 000 §8's "Failed to create post" / "Failed to edit post".
 */
export function usePostSave({ loaded, locale, form, onSaved, onLocked, onUnreachable }: PostSaveOptions) {
  const t = useTranslations("Editors.post");
  const [baseline, setBaseline] = useState(loaded?.values ?? null);
  const [version, setVersion] = useState(loaded?.version ?? 0);
  const [conflict, setConflict] = useState<PostConflict | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [showUnresolved, setShowUnresolved] = useState(false);
  const slug = loaded?.slug ?? null;

  const label = (values: PostFormValues) => shownTitle(values, locale) || t("untitled");

  const failed = (error: unknown) => {
    console.error("[post] save failed:", error);
    if (error instanceof ApiClientError && error.status === 423) {
      onLocked();
      setSaveError(t("lock.saveRefused"));
    } else if (isUnreachable(error)) {
      onUnreachable();
      setSaveError(t("unreachable"));
    } else if (error instanceof ApiClientError && error.status === 409) setSaveError(t("slugTaken"));
    else if (error instanceof ApiClientError && error.code !== "unknown" && error.message) setSaveError(error.message);
    else setSaveError(t(loaded ? "editFailed" : "createFailed"));
  };

  const absorb = (row: unknown, changedBy: ConflictAuthor | null) => {
    if (!baseline) return;
    const theirs = toFormValues(row);
    const mine = form.getValues();
    const { merged, conflicts, autoMerged } = mergeOnConflict({ original: baseline, mine, theirs: theirs.values, fields: POST_FORM_FIELDS });
    setBaseline(theirs.values);
    setVersion(theirs.version);
    form.reset(theirs.values);
    form.reset(merged, { keepDefaultValues: true });
    setShowUnresolved(false);
    const edited = POST_FORM_FIELDS.some((field) => !sameValue(mine[field], baseline[field]));
    setConflict(edited ? { key: (conflict?.key ?? 0) + 1, conflicts, autoMerged, changedBy, choices: {} } : null);
  };

  const save = useMutation({
    mutationFn: async (values: PostFormValues) => {
      if (!loaded || !baseline || slug === null) return apiFetchVersioned("/api/posts", savedRowSchema, { method: "POST", body: createBody(values, locale) });
      const body = changedBody(baseline, values, loaded.authorId);
      return apiFetchVersioned(`/api/posts/${encodeURIComponent(slug)}`, savedRowSchema, { method: "PATCH", body, version });
    },
    onMutate: () => setSaveError(null),
    onSuccess: ({ data }, values) => {
      if (typeof data.revision_id === "number") recordSave({ revisionId: data.revision_id, label: label(values) });
      onSaved({ slug: typeof data.slug === "string" ? data.slug : values.slug, previousSlug: slug });
    },
    onError: (error) => {
      const stale = staleConflict(error);
      if (!stale) return failed(error);
      try {
        absorb(stale.current, stale.changedBy);
      } catch (problem) {
        failed(problem);
      }
    },
  });

  const submit = (values: PostFormValues) => {
    if (conflict?.conflicts.some(({ field }) => !conflict.choices[field])) {
      setShowUnresolved(true);
      return;
    }
    if (loaded && baseline && Object.keys(changedBody(baseline, values, loaded.authorId)).length === 0) {
      onSaved({ slug: loaded.slug, previousSlug: loaded.slug });
      return;
    }
    save.mutate(values);
  };

  const choose = (field: PostField, choice: ConflictChoice) => {
    const asked = conflict?.conflicts.find((item) => item.field === field);
    if (!conflict || !asked) return;
    form.reset({ ...form.getValues(), [field]: choice === "mine" ? asked.mine : asked.theirs }, { keepDefaultValues: true, keepErrors: true, keepTouched: true });
    setConflict({ ...conflict, choices: { ...conflict.choices, [field]: choice } });
  };

  return { saving: save.isPending, saveError, conflict, showUnresolved, submit, choose };
}
