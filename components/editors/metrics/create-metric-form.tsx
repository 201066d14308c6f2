"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { metricCreateSchema } from "@/lib/sections/schemas";
import { MetricPanel } from "./metric-panel";
import { BOX, LABEL, SMALL_BUTTON } from "./styles";
import { useMetricCreate } from "./use-metric-create";

/** A new metric (title, description, image), created in the library and added to the end of this section. */
export function CreateMetricForm({ onCreated, onCancel }: { onCreated(id: string): Promise<boolean>; onCancel(): void }) {
  const t = useTranslations("Editors");
  const id = useId();
  const create = useMetricCreate();
  const [values, setValues] = useState({ title: "", description: "", image: "" });
  const [error, setError] = useState<"required" | "invalidUrl" | null>(null);

  const submit = async () => {
    // Spec 001 §5: "Title and description are required"; the rules are POST /api/metrics' own.
    const parsed = metricCreateSchema.safeParse({ ...values, image: values.image.trim() || null });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      return setError(fields.has("title") || fields.has("description") ? "required" : "invalidUrl");
    }
    setError(null);
    const created = await create.create(parsed.data);
    if (created && (await onCreated(created))) setValues({ title: "", description: "", image: "" });
  };

  const field = (name: keyof typeof values, multiline = false) => {
    const props = {
      id: `${id}-${name}`,
      value: values[name],
      className: BOX,
      "aria-invalid": (error === "required" && name !== "image" && !values[name].trim()) || (error === "invalidUrl" && name === "image") || undefined,
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    };
    return (
      <div>
        <label htmlFor={props.id} className={LABEL}>
          {t(`metrics.fields.${name}`)}
        </label>
        {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
      </div>
    );
  };

  return (
    <MetricPanel labelledBy={`${id}-heading`} onSubmit={() => void submit()}>
      <h4 id={`${id}-heading`} className="text-sm font-semibold text-gray-900">
        {t("metrics.createNew")}
      </h4>
      {field("title")}
      {field("description", true)}
      {field("image")}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {t(`metrics.${error}`)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className={SMALL_BUTTON} onClick={onCancel}>
          {t("cancel")}
        </button>
        <button type="button" className={SMALL_BUTTON} disabled={create.pending} onClick={() => void submit()}>
          {create.pending ? t("metrics.creating") : t("metrics.create")}
        </button>
      </div>
    </MetricPanel>
  );
}
