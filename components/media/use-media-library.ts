"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { anyAnswer, ApiClientError, apiError, apiFetch } from "@/lib/api/client";
import { rowOf } from "@/lib/editing/answers";
import type { MediaKind } from "@/lib/media/rules";

/** A file of the media library as GET /api/media answers it. */
export interface MediaFile {
  id: string;
  url: string;
  path: string;
  file_name: string;
  kind: MediaKind;
  mime_type: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  alt: string;
  created_at: string;
}

const LIBRARY_KEY = ["media"] as const;

const mediaFileSchema = rowOf<MediaFile>();

/** The server's message for a failed call, the field's message first. */
export function failureMessage(error: Error, field: string): string {
  return (error instanceof ApiClientError && error.fields[field]) || error.message;
}

export function useMediaList(search: string) {
  return useQuery({
    queryKey: [...LIBRARY_KEY, search],
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/media?search=${encodeURIComponent(search)}`, z.object({ files: z.array(mediaFileSchema) }), { signal, cache: "no-store" })).files,
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });
}

/** A refused upload's reason with its values, when the server gave one (store.ts MediaRefusal). */
export function uploadRefusal(error: Error): { reason: string; values: Record<string, string> } | null {
  if (!(error instanceof ApiClientError)) return null;
  const { reason, ...rest } = error.details;
  if (typeof reason !== "string") return null;
  return { reason, values: Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string] => typeof entry[1] === "string")) };
}

/**
 * POST /api/media with upload progress, which fetch cannot report (so not through apiFetch): resolves with
 * the stored file, rejects with the ApiClientError the server's answer carries.
 */
export function uploadMedia(file: File, onProgress: (percent: number) => void): Promise<MediaFile> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.set("file", file);
    const request = new XMLHttpRequest();
    request.open("POST", "/api/media");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const stored = mediaFileSchema.safeParse(request.response);
      if (request.status === 201 && stored.success) resolve(stored.data);
      else reject(apiError(request.status, request.statusText, request.response));
    };
    request.onerror = () => reject(new Error(request.statusText || "network"));
    request.send(body);
  });
}

export function useRefreshLibrary() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: LIBRARY_KEY });
}

export function useUpdateAlt() {
  const refresh = useRefreshLibrary();
  return useMutation({
    mutationFn: ({ id, alt }: { id: string; alt: string }) => apiFetch(`/api/media/${id}`, mediaFileSchema, { method: "PATCH", body: { alt } }),
    onSuccess: refresh,
  });
}

export function useDeleteMedia() {
  const refresh = useRefreshLibrary();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiFetch(`/api/media/${id}`, anyAnswer, { method: "DELETE" });
    },
    onSuccess: refresh,
  });
}
