"use client";

import { useWatch } from "react-hook-form";
import { PAGE_DESCRIPTION_MAX, PAGE_DESCRIPTION_WARN_ABOVE } from "@/lib/pages/constants";
import type { CreatePageValues } from "./form-schema";

/** Spec 001 §5: the description's counter shows n/160 and turns orange above 140. */
export function DescriptionCounter() {
  const description = useWatch<CreatePageValues, "description">({ name: "description" });
  const count = description.length;
  const warn = count > PAGE_DESCRIPTION_WARN_ABOVE;
  return (
    <span data-testid="description-counter" data-warning={warn} className={warn ? "font-medium text-orange-700" : "text-gray-700"}>
      {count}/{PAGE_DESCRIPTION_MAX}
    </span>
  );
}
