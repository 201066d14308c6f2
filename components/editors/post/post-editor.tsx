"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { SECONDARY_BUTTON } from "@/components/editors/shared/buttons";
import { EditorDialog } from "@/components/editing/editor-dialog";
import { apiFetchVersioned } from "@/lib/api/client";
import { rowAnswerSchema } from "@/lib/editing/answers";
import { isUnreachable } from "@/lib/editing/failure";
import type { Locale } from "@/lib/i18n/locales";
import { toFormValues } from "./form-schema";
import { PostSession } from "./post-session";

export interface PostEditorProps {
  /** The post to edit (its pencil); null: a new post (Create New → Blog Post, Ctrl/Cmd+Shift+P). */
  slug: string | null;
  locale: Locale;
  defaultLocale: Locale;
  onClose(): void;
}

/** The post as stored (GET /api/posts/{slug}), with its version. */
export const postQueryKey = (slug: string) => ["editing", "post", slug] as const;

/** Loads the post with its version, then opens it; until then "Loading post…" or Retry. */
function ExistingPost({ slug, ...props }: PostEditorProps & { slug: string }) {
  const t = useTranslations("Editors");
  const post = useQuery({
    queryKey: postQueryKey(slug),
    queryFn: async () => ({ ...toFormValues((await apiFetchVersioned(`/api/posts/${encodeURIComponent(slug)}`, rowAnswerSchema)).data), slug }),
    // An editor starts from the post as it stands now, never from a copy cached by an earlier visit.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (post.data) return <PostSession loaded={post.data} {...props} />;

  const footer = (
    <button type="button" className={SECONDARY_BUTTON} onClick={props.onClose}>
      {t("cancel")}
    </button>
  );
  return (
    <EditorDialog title={t("post.editTitle")} open onClose={props.onClose} dirty={false} confirmCloseText="" footer={footer}>
      {post.isError ? (
        <div role="alert" className="space-y-3">
          <p>{isUnreachable(post.error) ? t("errors.unreachableLoad") : t("errors.loadFailed")}</p>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => void post.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : (
        <p role="status">{t("post.loading")}</p>
      )}
    </EditorDialog>
  );
}

/** The post editor modal (spec 000 §2 screen 3), create or edit, loaded on demand as its own chunk. */
export default function PostEditor(props: PostEditorProps) {
  if (props.slug === null) return <PostSession loaded={null} {...props} />;
  return <ExistingPost {...props} slug={props.slug} />;
}
