"use client";

import { useTranslations } from "next-intl";
import { SECONDARY_BUTTON } from "@/components/ui/classes";
import { downloadCsv, toCsv } from "./csv";

interface CsvButtonProps {
  /** The table's caption, for the button's accessible name. */
  table: string;
  fileName: string;
  header: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/** Downloads the table as it is shown, as CSV built in the browser. */
export function CsvButton({ table, fileName, header, rows }: CsvButtonProps) {
  const t = useTranslations("Analytics");
  return (
    <button type="button" aria-label={t("exportCsvLabel", { table })} onClick={() => downloadCsv(fileName, toCsv(header, rows))} className={SECONDARY_BUTTON}>
      {t("exportCsv")}
    </button>
  );
}
