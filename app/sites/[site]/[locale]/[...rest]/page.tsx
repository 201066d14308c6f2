import { notFound } from "next/navigation";

/** Any path no route claims is this site's 404, inside its own layout and language. */
export default function UnknownPage(): never {
  notFound();
}
