// Google's rich-result requirements for the types the site emits that @adobe/structured-data-validator has no
// rules for (it covers Organization, Person, BreadcrumbList, ListItem, Product, Offer and prices). From Search
// Central's structured-data pages: Article (no required property; the recommended ones a page has are held to
// here), FAQ, site names (WebSite) and local business.

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const filled = (value: unknown) => (typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null);
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const RULES: Record<string, (node: Node) => string[]> = {
  Article: article,
  BlogPosting: article,
  FAQPage: (node) => {
    const questions = [node.mainEntity ?? []].flat();
    if (questions.length === 0) return ["mainEntity has no Question"];
    return questions.flatMap((question, index) => {
      if (!isNode(question) || question["@type"] !== "Question") return [`mainEntity[${index}] is not a Question`];
      const answer = question.acceptedAnswer;
      return [
        ...(filled(question.name) ? [] : [`mainEntity[${index}].name is missing`]),
        ...(isNode(answer) && answer["@type"] === "Answer" && filled(answer.text) ? [] : [`mainEntity[${index}].acceptedAnswer.text is missing`]),
      ];
    });
  },
  WebSite: (node) => required(node, ["name", "url"]),
  LocalBusiness: (node) => [...required(node, ["name"]), ...(isNode(node.address) && node.address["@type"] === "PostalAddress" ? [] : ["address is missing"])],
};

function article(node: Node): string[] {
  const author = [node.author ?? []].flat();
  return [
    ...required(node, ["headline", "datePublished", "dateModified"]),
    ...["datePublished", "dateModified"].flatMap((key) => (typeof node[key] === "string" && !ISO_8601.test(node[key]) ? [`${key} is not an ISO 8601 date and time`] : [])),
    ...(author.length > 0 && author.every((person) => isNode(person) && filled(person.name)) ? [] : ["author has no name"]),
  ];
}

function required(node: Node, keys: string[]): string[] {
  return keys.filter((key) => !filled(node[key])).map((key) => `${key} is missing`);
}

/** Every rule a node (or a node nested in it) breaks, with its type. */
export function googleRuleIssues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(googleRuleIssues);
  if (!isNode(value)) return [];
  const own = [value["@type"] ?? []].flat().flatMap((type) => (typeof type === "string" && RULES[type] ? RULES[type](value).map((issue) => `${type}: ${issue}`) : []));
  return [...own, ...Object.entries(value).flatMap(([key, child]) => (key.startsWith("@") && key !== "@graph" ? [] : googleRuleIssues(child)))];
}
