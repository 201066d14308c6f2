"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { ConflictView } from "@/components/editing/conflict-view";
import { EditorDialog } from "@/components/editing/editor-dialog";
import { clearReturnAddress, readReturnAddress } from "@/lib/auth/return-address";
import { mergeOnConflict } from "@/lib/editing/merge";
import { translatableView } from "@/lib/editing/translatable-text";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";
import type { DraftTarget } from "@/lib/posts/draft";
import { newPostValues, POST_FORM_FIELDS, postFormFields, postFormSchema, shownTitle, type PostFormValues } from "./form-schema";
import { PostAdvancedView } from "./post-advanced-view";
import { PostFooter } from "./post-footer";
import { PostMainView } from "./post-main-view";
import { DraftOffer, LockNotice } from "./post-notices";
import { PostToc } from "./post-toc";
import { useConflictText } from "./use-conflict-text";
import { usePostDraft } from "./use-post-draft";
import { usePostLock } from "./use-post-lock";
import { usePostSave, type LoadedPost } from "./use-post-save";
import { useSlugFollowsTitle } from "./use-slug-follows-title";

export interface PostSessionProps {
  /** null: a new post (Publish); else the post as loaded (Update). */
  loaded: LoadedPost | null;
  locale: Locale;
  defaultLocale: Locale;
  onClose(): void;
}

const VIEW_BUTTON =
  "rounded-lg px-3 py-1.5 text-sm font-semibold text-sky-800 hover:bg-sky-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600";

/** Fields of the "More / Advanced Settings" view: a validation message there opens it. */
const ADVANCED_FIELDS = new Set<string>(["slug", "metadescription_for_page", "metadescription_for_page_translation", "seo_title", "seo_title_translation", "seo_image", "main_photo", "help_center_order", "author_name", "created_on", "section_id", "subsection", "order"]);

/** The post editor modal (spec 000 §2–5): main view and advanced settings, drafts, the edit lock, saving. */
export function PostSession({ loaded, locale, defaultLocale, onClose }: PostSessionProps) {
  const t = useTranslations("Editors.post");
  const router = useRouter();
  const ids = useId();
  const formId = `${ids}-form`;
  const contentId = `${ids}-content`;
  const language = useMemo(() => ({ locale, defaultLocale }), [locale, defaultLocale]);
  const creating = loaded === null;
  const [initial] = useState(() => loaded?.values ?? newPostValues());
  const form = useForm<PostFormValues>({ resolver: zodResolver(postFormSchema(locale)), defaultValues: initial });
  const [view, setView] = useState<"main" | "advanced">("main");
  const [fullscreen, setFullscreen] = useState(false);
  const slug = useSlugFollowsTitle({ form, locale, enabled: creating });
  const [target] = useState<DraftTarget>(() => ({ mode: creating ? "create" : "edit", slug: loaded?.slug ?? null }));

  const lock = usePostLock({
    slug: loaded?.slug ?? null,
    // Spec 000 §4 and issue 15: whoever loses the lease keeps their text as the local draft.
    onLost: () => {
      if (form.formState.isDirty) draft.write();
    },
  });
  const dirty = form.formState.isDirty && lock.editable;
  // The form was disabled while the lease was asked for (or someone else held it): take the admin to it now.
  const lockStatus = lock.state.status;
  useEffect(() => {
    const element = document.getElementById(formId);
    if (lockStatus !== "mine" || !element || element.contains(document.activeElement)) return;
    element.querySelector<HTMLElement>("input:not([type=hidden]):not([disabled]), textarea:not([disabled])")?.focus();
  }, [lockStatus, formId]);
  const draft = usePostDraft({ target, values: () => form.getValues(), baseline: initial, dirty, enabled: lock.editable });

  const saved = ({ slug: savedSlug, previousSlug }: { slug: string; previousSlug: string | null }) => {
    draft.saved();
    onClose();
    const path = localizedPath(`/${savedSlug}`, locale, defaultLocale);
    if (previousSlug === null) {
      // Spec 000 §4: after creation, the stored return address, or the new post at /{slug}.
      const back = readReturnAddress();
      clearReturnAddress();
      router.push(back ?? path);
    } else if (savedSlug !== previousSlug && window.location.pathname === localizedPath(`/${previousSlug}`, locale, defaultLocale)) {
      router.replace(path);
    } else router.refresh();
  };
  const saving = usePostSave({ loaded, locale, form, onSaved: saved, onLocked: lock.saveRefused, onUnreachable: draft.write });
  const conflictText = useConflictText();

  // Spec 000 §8: closing with unsaved changes asks first (the dialog does), then keeps the draft locally.
  const close = () => {
    if (dirty) draft.write();
    onClose();
  };

  // Only what the admin changed in the draft: a field someone else saved since keeps its newer value.
  const restore = () => {
    const mine = postFormFields.safeParse(draft.offer?.values);
    if (!mine.success) return draft.discard();
    const from = postFormFields.safeParse(draft.offer?.baseline);
    const values = from.success ? mergeOnConflict({ original: from.data, mine: mine.data, theirs: initial, fields: POST_FORM_FIELDS }).merged : mine.data;
    form.reset(values, { keepDefaultValues: true });
    slug.restored(values);
    draft.accept();
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(saving.submit, (errors) => setView(Object.keys(errors).some((field) => ADVANCED_FIELDS.has(field)) ? "advanced" : "main"))(event);

  const [type, title, titleTranslations, content, contentTranslations] = useWatch({
    control: form.control,
    name: ["type", "title", "title_translation", "content", "content_translation"],
  });
  const titleBlank = shownTitle({ title, title_translation: titleTranslations }, locale) === "";
  // Spec 000 §2, 002 §4: the table of contents shows in fullscreen; type landing hides it.
  const showToc = fullscreen && type !== "landing" && view === "main";
  const tocHtml = translatableView({ base: content, translations: contentTranslations }, language).text;

  const footer = (
    <PostFooter
      {...{ formId, titleBlank, dirty, creating }}
      saving={saving.saving}
      draftSavedAt={draft.savedAt}
      canSave={lock.editable}
      confirmCloseText={t("closeConfirm")}
      onCancel={close}
    />
  );

  return (
    <EditorDialog
      title={t(creating ? "createTitle" : "editTitle")}
      open
      onClose={close}
      dirty={dirty}
      confirmCloseText={t("closeConfirm")}
      footer={footer}
      onFullscreenChange={setFullscreen}
    >
      <div className={showToc ? "gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem]" : ""}>
        <div className="min-w-0 space-y-4">
          <LockNotice lock={lock} />
          {draft.offer && lock.editable && <DraftOffer savedAt={draft.offer.savedAt} onRestore={restore} onDiscard={draft.discard} />}
          {saving.saveError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {saving.saveError}
            </p>
          )}
          {saving.conflict && (
            <ConflictView
              key={saving.conflict.key}
              conflicts={saving.conflict.conflicts}
              autoMerged={saving.conflict.autoMerged}
              changedBy={saving.conflict.changedBy}
              choices={saving.conflict.choices}
              onChoose={saving.choose}
              showUnresolved={saving.showUnresolved}
              {...conflictText}
            />
          )}
          <form id={formId} noValidate onSubmit={submit}>
            <fieldset disabled={saving.saving || !lock.editable} className="min-w-0">
              <FormProvider {...form}>
                <div id={`${ids}-main`} hidden={view !== "main"}>
                  <PostMainView language={language} editable={lock.editable && !saving.saving} contentId={contentId} />
                </div>
                <div id={`${ids}-advanced`} hidden={view !== "advanced"}>
                  <PostAdvancedView language={language} creating={creating} savedSlug={loaded?.slug ?? null} onSlugEdited={slug.edited} />
                </div>
              </FormProvider>
            </fieldset>
          </form>
          {/* Outside the form: a read-only viewer may still look at the settings. */}
          <div className="flex justify-end">
            <button type="button" className={VIEW_BUTTON} aria-controls={`${ids}-${view === "main" ? "advanced" : "main"}`} onClick={() => setView(view === "main" ? "advanced" : "main")}>
              {view === "main" ? t("views.more") : t("views.back")}
            </button>
          </div>
        </div>
        {showToc && (
          <aside className="mt-6 border-t border-gray-200 pt-4 lg:mt-0 lg:border-l lg:border-t-0 lg:pl-6 lg:pt-0">
            <div className="lg:sticky lg:top-0">
              <PostToc html={tocHtml} contentId={contentId} />
            </div>
          </aside>
        )}
      </div>
    </EditorDialog>
  );
}
