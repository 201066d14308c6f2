"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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

/** The server's message for a failed call: `{ error: { message, fields } }`, the field's message first. */
export async function failureMessage(response: Response, field?: string): Promise<string> {
  const body = await response.json().catch(() => null);
  return (field && body?.error?.fields?.[field]) || body?.error?.message || response.statusText;
}

export function useMediaList(search: string) {
  return useQuery({
    queryKey: [...LIBRARY_KEY, search],
    queryFn: async ({ signal }) => {
      const response = await fetch(`/api/media?search=${encodeURIComponent(search)}`, { signal, cache: "no-store" });
      if (!response.ok) throw new Error(await failureMessage(response));
      return ((await response.json()) as { files: MediaFile[] }).files;
    },
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });
}

/** A refused upload: the server's message, and its reason with values when it gave one (store.ts MediaRefusal). */
export class UploadRefused extends Error {
  readonly reason: string | null;
  readonly values: Record<string, string>;
  constructor(error: { message?: string; fields?: { file?: string }; reason?: string; [value: string]: unknown }, fallback: string) {
    super(error.fields?.file ?? error.message ?? fallback);
    const { reason, ...rest } = error;
    this.reason = typeof reason === "string" ? reason : null;
    this.values = Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  }
}

/**
 * POST /api/media with upload progress (fetch reports none): resolves with the stored file, rejects with the
 * server's message for the file.
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
      const payload = request.response;
      if (request.status === 201) resolve(payload as MediaFile);
      else reject(new UploadRefused(payload?.error ?? {}, request.statusText));
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
    mutationFn: async ({ id, alt }: { id: string; alt: string }) => {
      const response = await fetch(`/api/media/${id}`, { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ alt }) });
      if (!response.ok) throw new Error(await failureMessage(response, "alt"));
      return (await response.json()) as MediaFile;
    },
    onSuccess: refresh,
  });
}

export function useDeleteMedia() {
  const refresh = useRefreshLibrary();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await fetch(`/api/media/${id}`, { method: "DELETE" });
      if (!response.ok) throw new Error(await failureMessage(response));
    },
    onSuccess: refresh,
  });
}
