"use client";

import { useEffect, useId, useState } from "react";
import type { FormStatusValue } from "./form-status";

/** A form's message plus focus handling: a new error moves focus to it (render it with FormStatus and `id`). */
export function useFormStatus() {
  const id = useId();
  const [status, setStatus] = useState<FormStatusValue>(null);
  useEffect(() => {
    if (status?.kind === "error") document.getElementById(id)?.focus();
  }, [status, id]);
  return {
    id,
    status,
    setError: (text: string) => setStatus({ kind: "error", text }),
    setSuccess: (text: string) => setStatus({ kind: "success", text }),
    clear: () => setStatus(null),
  };
}
