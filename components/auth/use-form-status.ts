"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { FormStatusValue } from "./form-status";

/** A form's message plus focus handling: a new error moves focus to it. */
export function useFormStatus() {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [status, setStatus] = useState<FormStatusValue>(null);
  useEffect(() => {
    if (status?.kind === "error") ref.current?.focus();
  }, [status]);
  return {
    id,
    ref,
    status,
    setError: (text: string) => setStatus({ kind: "error", text }),
    setSuccess: (text: string) => setStatus({ kind: "success", text }),
    clear: () => setStatus(null),
  };
}
