"use client";

export type FormStatusValue = { kind: "error" | "success"; text: string } | null;

/**
 * The form's one message. Errors use role=alert and take focus (see useFormStatus) so screen
 * readers announce them; progress and success are a polite status.
 */
export function FormStatus({ id, status }: { id: string; status: FormStatusValue }) {
  if (!status) return <p id={id} role="status" aria-live="polite" className="sr-only" />;
  const error = status.kind === "error";
  return (
    <p
      id={id}
      tabIndex={-1}
      role={error ? "alert" : "status"}
      aria-live={error ? "assertive" : "polite"}
      className={`rounded-md px-3 py-2 text-sm ${error ? "bg-red-50 text-red-700" : "bg-green-50 text-green-800"}`}
    >
      {status.text}
    </p>
  );
}
