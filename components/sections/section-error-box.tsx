/** The spec's red box for a section that failed to render: "Error rendering section: " + name or "Unknown". */
export function SectionErrorBox({ name, label, unknown }: { name: string | null; label: string; unknown: string }) {
  return (
    <div role="alert" data-section-error className="my-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-700">
      {label}
      {name || unknown}
    </div>
  );
}
