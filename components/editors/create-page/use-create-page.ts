"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ApiClientError, apiFetchVersioned } from "@/lib/api/client";
import { rowAnswerSchema } from "@/lib/editing/answers";
import { SITE_INDEX_KEY } from "@/lib/pages/site-index";
import { createPageBody, type CreatePageValues } from "./form-schema";

/** Why a page was not created: its slug is taken, the site is unknown, or anything else. */
export type CreatePageFailure = "slugTaken" | "organizationNotFound" | "failed";

/** The outcome when the page exists: whether it got the sections it was to start with. */
export interface CreatedPage {
  slug: string;
  layoutCopied: boolean;
}

export function createPageFailure(error: unknown): CreatePageFailure {
  if (!(error instanceof ApiClientError)) return "failed";
  if (error.status === 409) return "slugTaken";
  return error.code === "site_not_found" ? "organizationNotFound" : "failed";
}

const layoutAnswer = z.object({ items: z.array(z.unknown()) });

const layoutPath = (urlPage: string) => `/api/page-layout?url_page=${encodeURIComponent(urlPage)}`;

/** The new page lists the same sections as `source`, in its order (one layout save, undoable). */
async function shareSections(source: string, slug: string): Promise<void> {
  const { data } = await apiFetchVersioned(layoutPath(source), layoutAnswer);
  if (data.items.length === 0) return;
  const target = await apiFetchVersioned(layoutPath(`/${slug}`), layoutAnswer);
  await apiFetchVersioned(layoutPath(`/${slug}`), rowAnswerSchema, { method: "PUT", body: { items: data.items }, version: target.version });
}

/**
 * POST /api/posts with the page, then its starting layout. A layout that fails to copy leaves the page
 * created (it is reported, not undone): the admin can still add sections with the plus.
 */
export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CreatePageValues): Promise<CreatedPage> => {
      const body = createPageBody(values);
      await apiFetchVersioned("/api/posts", rowAnswerSchema, { method: "POST", body });
      if (!values.layout) return { slug: body.slug, layoutCopied: true };
      try {
        await shareSections(values.layout, body.slug);
        return { slug: body.slug, layoutCopied: true };
      } catch (error) {
        console.error("[create-page] sections not copied:", error);
        return { slug: body.slug, layoutCopied: false };
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SITE_INDEX_KEY }),
  });
}
