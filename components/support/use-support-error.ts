"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { ApiClientError } from "@/lib/api/client";

/**
 * The text shown for a failed support request, in the visitor's language: the form already refuses an empty
 * or too long message, so a 400 means the server refused what was sent; 409 is a closed ticket.
 */
export function useSupportError(): (error: unknown) => string {
  const t = useTranslations("Support");
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiClientError)) return t("errors.generic");
      if (error.status === 400) return t("errors.invalid");
      if (error.status === 409) return t("closedAdmin");
      if (error.status === 401) return t("errors.signedOut");
      if (error.status === 403) return t("errors.forbidden");
      if (error.status === 404) return t("errors.notFound");
      if (error.status === 429) return t("errors.rateLimited");
      return t("errors.generic");
    },
    [t],
  );
}
