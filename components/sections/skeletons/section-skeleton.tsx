import type { SectionType } from "@/lib/model/enums";

const BAR = "animate-pulse rounded bg-gray-200 motion-reduce:animate-none";

function Cards({ count, tall }: { count: number; tall: string }) {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="space-y-3">
          <div className={`${BAR} ${tall} w-full`} />
          <div className={`${BAR} h-4 w-3/4`} />
          <div className={`${BAR} h-4 w-1/2`} />
        </div>
      ))}
    </div>
  );
}

function Rows({ count }: { count: number }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${BAR} h-10 w-full`} />
      ))}
    </div>
  );
}

/** The body placeholder each section type shows while its data loads. */
const BODIES: Record<SectionType, React.ReactNode> = {
  general: <Cards count={3} tall="h-48" />,
  reviews: <Cards count={3} tall="h-24" />,
  real_estate: <Cards count={3} tall="h-56" />,
  article_slider: <Cards count={3} tall="h-40" />,
  pricing_plans: <Cards count={3} tall="h-32" />,
  help_center: <Rows count={4} />,
  faq: <Rows count={5} />,
  contact: <Rows count={3} />,
  brand: (
    <div className="flex justify-center gap-10">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className={`${BAR} h-12 w-24`} />
      ))}
    </div>
  ),
};

/** A loading placeholder shaped like the section type it stands in for (spec 002: skeletons per type). */
export function SectionSkeleton({ type }: { type: SectionType }) {
  return (
    <div aria-hidden data-skeleton={type} className="my-12 px-6 py-14">
      <div className={`${BAR} mb-4 h-8 w-1/3`} />
      <div className={`${BAR} mb-10 h-4 w-1/2`} />
      {BODIES[type] ?? BODIES.general}
    </div>
  );
}
