"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { EditorDialog } from "@/components/editing/editor-dialog";
import { EditorFooter } from "@/components/editors/shared/editor-footer";
import { useSite } from "@/components/site/site-context";
import { localizedPath } from "@/lib/i18n/paths";
import { NEW_PAGE_REDIRECT_MS, PAGE_DESCRIPTION_MAX } from "@/lib/pages/constants";
import { isPathTaken } from "@/lib/pages/site-index";
import { pageSlugFromTitle } from "@/lib/pages/slug";
import { DescriptionCounter } from "./description-counter";
import { createPageFormSchema, EMPTY_PAGE, SLUG_TAKEN, tidySlug, type CreatePageValues } from "./form-schema";
import { StartingLayoutField } from "./starting-layout-field";
import { TextField } from "./text-field";
import { createPageFailure, useCreatePage } from "./use-create-page";
import { useLayoutSources } from "./use-layout-sources";

const BANNER = "mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800";

/** "Template-Based Page" (spec 001 §2.5, §4, §5): a new page at /{slug}, opened once it exists. */
export default function CreatePageEditor({ onClose }: { onClose(): void }) {
  const t = useTranslations("Editors");
  const { locale, defaultLocale } = useSite();
  const formId = `${useId()}-form`;
  const form = useForm<CreatePageValues>({ resolver: zodResolver(createPageFormSchema), defaultValues: EMPTY_PAGE });
  // Spec 001 §4: the slug follows the title until the admin edits the slug field.
  const slugEdited = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [uncopied, setUncopied] = useState<string | null>(null);
  const { index, pages, loadError } = useLayoutSources();
  const create = useCreatePage();
  const slug = tidySlug(useWatch({ control: form.control, name: "slug" }));

  const followTitle = (title: string) => {
    if (slugEdited.current) return;
    form.setValue("slug", pageSlugFromTitle(title), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const open = (path: string) => window.location.assign(localizedPath(`/${path}`, locale, defaultLocale));

  const submit = (values: CreatePageValues) => {
    setFailure(null);
    if (index && isPathTaken(index, tidySlug(values.slug))) {
      form.setError("slug", { message: SLUG_TAKEN }, { shouldFocus: true });
      return;
    }
    create.mutate(values, {
      onSuccess: ({ slug: created, layoutCopied }) => {
        if (!layoutCopied) {
          setUncopied(created);
          return;
        }
        // Spec 001 §2.5, §9: the form closes and resets, and the new page opens after 300 ms.
        form.reset(EMPTY_PAGE);
        onClose();
        window.setTimeout(() => open(created), NEW_PAGE_REDIRECT_MS);
      },
      onError: (error) => {
        const kind = createPageFailure(error);
        if (kind === "slugTaken") form.setError("slug", { message: SLUG_TAKEN }, { shouldFocus: true });
        else setFailure(t(kind === "organizationNotFound" ? "createPage.organizationNotFound" : "createPage.failed"));
      },
    });
  };

  const dirty = form.formState.isDirty;
  const footer = (
    <EditorFooter dirty={dirty} onClose={onClose} formId={formId} saving={create.isPending} submitLabel={t("createPage.create")} savingLabel={t("createPage.creating")} />
  );

  return (
    <EditorDialog title={t("createPage.title")} open onClose={onClose} dirty={dirty} confirmCloseText={t("unsavedChanges")} footer={uncopied ? undefined : footer}>
      <p className="mb-4 text-sm text-gray-700">{t("createPage.intro")}</p>
      {failure && (
        <p role="alert" className={BANNER}>
          {failure}
        </p>
      )}
      {loadError && (
        <p role="alert" className={BANNER}>
          {loadError}
        </p>
      )}
      {uncopied ? (
        <div role="alert" className="space-y-3 rounded-lg bg-amber-50 px-3 py-3 text-sm text-amber-900">
          <p>{t("createPage.layoutFailed")}</p>
          <button type="button" className="font-semibold text-sky-800 underline" onClick={() => open(uncopied)}>
            {t("createPage.openPage")}
          </button>
        </div>
      ) : (
        <form id={formId} noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <fieldset disabled={create.isPending} className="min-w-0 space-y-5">
            <FormProvider {...form}>
              <TextField name="title" label={t("createPage.titleLabel")} onEdited={followTitle} />
              <TextField
                name="slug"
                label={t("createPage.slugLabel")}
                hint={t("createPage.slugHint", { path: `/${slug}` })}
                onEdited={() => {
                  slugEdited.current = true;
                }}
              />
              <TextField name="description" label={t("createPage.descriptionLabel")} multiline maxLength={PAGE_DESCRIPTION_MAX} hint={<DescriptionCounter />} />
              <StartingLayoutField pages={pages} />
            </FormProvider>
          </fieldset>
        </form>
      )}
    </EditorDialog>
  );
}
