import { queryOptions } from "@tanstack/react-query";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { DASHBOARD_QUERY_KEY } from "@/lib/dashboard/constants";
import { dashboardSchema, undoAnswerSchema } from "@/lib/dashboard/schemas";

/** The dashboard answered 403: the signed-in user is not an admin of this site. */
export function isNotAdmin(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 403;
}

/** GET /api/dashboard as the signed-in admin; a refusal is not retried. */
export function dashboardQuery(userId: string, token: string) {
  return queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, userId],
    queryFn: () => apiFetch("/api/dashboard", dashboardSchema, { token }),
    staleTime: 0,
    retry: (failures, error) => !isNotAdmin(error) && failures < 2,
  });
}

/** Undo one saved change through the editors' own endpoint (itself a new revision). */
export function undoChange(revisionId: number, token: string) {
  return apiFetch(`/api/revisions/${revisionId}/undo`, undoAnswerSchema, { method: "POST", token });
}
