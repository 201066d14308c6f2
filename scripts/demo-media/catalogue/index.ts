import { createCanvas } from "../canvas";
import { PALETTES, type OrgKey } from "../palette";
import { document } from "../svg";
import { ACME_IMAGES } from "./acme";
import { ALPENBAU_IMAGES } from "./alpenbau";
import { NORTHWIND_IMAGES } from "./northwind";

/** The demo organisations: the folder seed.sql's old `/images/{folder}/…` paths used, and their ids. */
export const ORGANIZATIONS: Record<OrgKey, { id: string; images: typeof NORTHWIND_IMAGES }> = {
  northwind: { id: "10000000-0000-4000-8000-000000000000", images: NORTHWIND_IMAGES },
  acme: { id: "20000000-0000-4000-8000-000000000000", images: ACME_IMAGES },
  alpenbau: { id: "30000000-0000-4000-8000-000000000000", images: ALPENBAU_IMAGES },
};

export interface RenderedImage {
  organization: OrgKey;
  organizationId: string;
  name: string;
  /** The object's name in the media bucket: `{organization_id}/{name}.svg`. */
  path: string;
  svg: string;
}

/** Every demo image drawn: deterministic, so running the generator twice writes the same files. */
export function renderDemoImages(): RenderedImage[] {
  return (Object.keys(ORGANIZATIONS) as OrgKey[]).flatMap((organization) => {
    const { id, images } = ORGANIZATIONS[organization];
    return images.map((image) => {
      const { canvas, defs } = createCanvas(image.size, PALETTES[organization], `${organization}/${image.name}`);
      const body = image.draw(canvas);
      return { organization, organizationId: id, name: image.name, path: `${id}/${image.name}.svg`, svg: document(image.size, image.alt, defs(), body) };
    });
  });
}
