"use client";

import { useCallback, useEffect, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { Locale } from "@/lib/i18n/locales";
import { postSlugFromTitle } from "@/lib/posts/slug";
import { shownTitle, type PostFormValues } from "./form-schema";

/**
 * Spec 000 §5: a new post's slug is generated from its title; once the admin edits the slug it is theirs.
 * A saved post keeps its slug (its address) unless the admin changes it.
 */
export function useSlugFollowsTitle({ form, locale, enabled }: { form: UseFormReturn<PostFormValues>; locale: Locale; enabled: boolean }) {
  const [following, setFollowing] = useState(enabled);
  const [title, translations] = useWatch({ control: form.control, name: ["title", "title_translation"] });
  const generated = postSlugFromTitle(shownTitle({ title, title_translation: translations }, locale));

  useEffect(() => {
    if (following && form.getValues("slug") !== generated) form.setValue("slug", generated, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [following, generated, form]);

  return {
    /** The admin typed in the slug field. */
    edited: useCallback(() => setFollowing(false), []),
    /** A restored draft: its slug keeps following only if it still is the title's. */
    restored: useCallback(
      (values: PostFormValues) => setFollowing(enabled && values.slug === postSlugFromTitle(shownTitle(values, locale))),
      [enabled, locale],
    ),
  };
}
