import { readFileSync } from "node:fs";
import { z } from "zod";

// Checks JSON-LD against schema.org's own vocabulary (a release's schemaorg-current-https.jsonld, reduced by
// build-vocabulary.ts): every @type is a schema.org type, every property one of that type's (its own or an
// ancestor's), none superseded, and every typed or numeric value of a kind the property's range allows.

const vocabularySchema = z.object({
  release: z.string(),
  types: z.record(z.string(), z.array(z.string())),
  properties: z.record(z.string(), z.object({ domains: z.array(z.string()), ranges: z.array(z.string()), supersededBy: z.array(z.string()).optional() })),
});
const vocabulary = vocabularySchema.parse(JSON.parse(readFileSync(new URL("./schemaorg-vocabulary.json", import.meta.url), "utf8")));
/** The schema.org release the checks hold against. */
export const SCHEMA_ORG_RELEASE = vocabulary.release;
const TYPES = vocabulary.types;
const PROPERTIES = vocabulary.properties;

const lineage = new Map<string, Set<string>>();
/** A type and every type it descends from. */
function ancestors(type: string): Set<string> {
  const known = lineage.get(type);
  if (known) return known;
  const found = new Set([type]);
  for (const parent of TYPES[type] ?? []) for (const ancestor of ancestors(parent)) found.add(ancestor);
  lineage.set(type, found);
  return found;
}

const isKindOf = (type: string, ranges: string[]) => ranges.some((range) => ancestors(type).has(range));
const NUMBER_RANGES = ["Number", "Integer", "Float"];
type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const typesOf = (node: Node) => [node["@type"] ?? []].flat().filter((type): type is string => typeof type === "string");

/** Every way `value` (a document, a node or a list of them) strays from the vocabulary, with where. */
export function vocabularyIssues(value: unknown, where = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => vocabularyIssues(item, `${where}[${index}]`));
  if (!isNode(value)) return [];
  if (Array.isArray(value["@graph"])) return vocabularyIssues(value["@graph"], `${where}.@graph`);
  const types = typesOf(value);
  const issues = types.filter((type) => !TYPES[type]).map((type) => `${where}: "${type}" is not a schema.org type`);
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith("@")) continue;
    const at = `${where}.${key}`;
    const property = PROPERTIES[key];
    if (!property) {
      issues.push(`${at}: "${key}" is not a schema.org property`);
      continue;
    }
    if (types.length > 0 && !types.some((type) => isKindOf(type, property.domains))) issues.push(`${at}: "${key}" is not a property of ${types.join(", ")}`);
    if (property.supersededBy) issues.push(`${at}: "${key}" is superseded by ${property.supersededBy.join(", ")}`);
    for (const item of [child].flat()) {
      if (typeof item === "number" && !property.ranges.some((range) => NUMBER_RANGES.includes(range))) issues.push(`${at}: a number is not in its range (${property.ranges.join(", ")})`);
      if (typeof item === "boolean" && !property.ranges.includes("Boolean")) issues.push(`${at}: a boolean is not in its range (${property.ranges.join(", ")})`);
      if (isNode(item) && typesOf(item).length > 0 && !typesOf(item).some((type) => isKindOf(type, property.ranges))) {
        issues.push(`${at}: ${typesOf(item).join(", ")} is not in its range (${property.ranges.join(", ")})`);
      }
    }
    issues.push(...vocabularyIssues(child, at));
  }
  return issues;
}

/** The vocabulary in the form of schema.org's JSON-LD file, as @adobe/structured-data-validator reads it. */
export function schemaOrgGraph() {
  const ids = (names: string[]) => names.map((name) => ({ "@id": `schema:${name}` }));
  return {
    "@graph": [
      ...Object.entries(TYPES).map(([name, parents]) => ({ "@id": `schema:${name}`, "@type": "rdfs:Class", "rdfs:subClassOf": ids(parents) })),
      ...Object.entries(PROPERTIES).map(([name, property]) => ({ "@id": `schema:${name}`, "@type": "rdf:Property", "schema:domainIncludes": ids(property.domains) })),
    ],
  };
}
