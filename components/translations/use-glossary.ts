"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { anyAnswer, ApiClientError, apiFetch } from "@/lib/api/client";
import { GLOSSARY_QUERY_KEY } from "@/lib/translations/glossary/constants";
import { glossaryListSchema, glossaryTermSchema, type GlossaryTermInput, type GlossaryTermPatch } from "@/lib/translations/glossary/schemas";

const PATH = "/api/translations/glossary";

/** The organisation's glossary (GET /api/translations/glossary). */
export function useGlossaryTerms(token: string | null) {
  return useQuery({
    queryKey: GLOSSARY_QUERY_KEY,
    queryFn: async () => (await apiFetch(PATH, glossaryListSchema, { token, cache: "no-store" })).terms,
    retry: (count, error) => !(error instanceof ApiClientError && error.status < 500) && count < 2,
  });
}

/** Add, change and delete, each refreshing the list once it is done. */
export function useGlossaryMutations(token: string | null) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: GLOSSARY_QUERY_KEY });
  return {
    add: useMutation({
      mutationFn: (input: GlossaryTermInput) => apiFetch(PATH, glossaryTermSchema, { method: "POST", body: input, token }),
      onSettled,
    }),
    change: useMutation({
      mutationFn: ({ id, patch }: { id: string; patch: GlossaryTermPatch }) =>
        apiFetch(`${PATH}/${id}`, glossaryTermSchema, { method: "PATCH", body: patch, token }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch(`${PATH}/${id}`, anyAnswer, { method: "DELETE", token }),
      onSettled,
    }),
  };
}

export type GlossaryErrorKey = "errors.taken" | "errors.invalid" | "errors.signedOut" | "errors.forbidden" | "errors.notFound" | "errors.failed";

/** The message (Translations.glossary.errors) for each code the glossary's routes answer. */
const ERROR_KEYS: Partial<Record<string, GlossaryErrorKey>> = {
  conflict: "errors.taken",
  bad_request: "errors.invalid",
  unauthorized: "errors.signedOut",
  forbidden: "errors.forbidden",
  not_found: "errors.notFound",
};

export function glossaryErrorKey(error: unknown): GlossaryErrorKey {
  return (error instanceof ApiClientError ? ERROR_KEYS[error.code] : undefined) ?? "errors.failed";
}
