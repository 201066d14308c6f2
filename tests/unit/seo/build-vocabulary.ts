// Writes schemaorg-vocabulary.json beside this file from a schema.org release's vocabulary file, kept small:
// each type's parents, each property's domains and ranges, and which properties are superseded.
//   npx tsx tests/unit/seo/build-vocabulary.ts path/to/schemaorg-current-https.jsonld 30.0
// The file comes from the schemaorg/schemaorg repository (data/releases/<version>/); schema.org's vocabulary
// is under CC BY-SA 3.0.
import { readFileSync, writeFileSync } from "node:fs";

type Ref = { "@id": string };
type Entry = {
  "@id": string;
  "@type": string | string[];
  "rdfs:subClassOf"?: Ref | Ref[];
  "schema:domainIncludes"?: Ref | Ref[];
  "schema:rangeIncludes"?: Ref | Ref[];
  "schema:supersededBy"?: Ref | Ref[];
};

const [source, version] = process.argv.slice(2);
if (!source || !version) throw new Error("usage: build-vocabulary.ts <schemaorg-current-https.jsonld> <release>");

const graph: Entry[] = JSON.parse(readFileSync(source, "utf8"))["@graph"];
const name = (ref: Ref) => ref["@id"].replace(/^schema:/, "");
const names = (refs: Ref | Ref[] | undefined) => (refs ? [refs].flat().map(name).sort() : []);
const isA = (entry: Entry, type: string) => [entry["@type"]].flat().includes(type);
const byName = (entries: Entry[]) => entries.filter((entry) => entry["@id"].startsWith("schema:")).sort((a, b) => a["@id"].localeCompare(b["@id"]));

const types = Object.fromEntries(byName(graph.filter((entry) => isA(entry, "rdfs:Class"))).map((entry) => [name(entry), names(entry["rdfs:subClassOf"])]));
const properties = Object.fromEntries(
  byName(graph.filter((entry) => isA(entry, "rdf:Property"))).map((entry) => [
    name(entry),
    { domains: names(entry["schema:domainIncludes"]), ranges: names(entry["schema:rangeIncludes"]), ...(entry["schema:supersededBy"] ? { supersededBy: names(entry["schema:supersededBy"]) } : {}) },
  ]),
);

const out = new URL("./schemaorg-vocabulary.json", import.meta.url);
writeFileSync(out, `${JSON.stringify({ release: version, source: "schemaorg/schemaorg data/releases/<release>/schemaorg-current-https.jsonld", license: "CC BY-SA 3.0", types, properties })}\n`);
