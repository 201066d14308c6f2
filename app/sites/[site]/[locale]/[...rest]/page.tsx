import { notFound } from "next/navigation";
import { BUILD_SAMPLE_PARAMS } from "@/lib/site/build-params";
import { siteRoute } from "@/lib/site/route";

/** Cache Components needs one sample per dynamic segment at build time; real paths render on demand. */
export function generateStaticParams() {
  return BUILD_SAMPLE_PARAMS.map((params) => ({ ...params, rest: ["build-sample"] }));
}

/** Any path no route claims is this site's 404, inside its own layout and language. */
export default async function UnknownPage({ params }: PageProps<"/sites/[site]/[locale]/[...rest]">): Promise<never> {
  const { rest } = await params;
  await siteRoute(params, `/${rest.join("/")}`);
  notFound();
}
