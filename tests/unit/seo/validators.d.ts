// The two structured-data test tools ship JavaScript without types; only what the tests use is declared.

declare module "@marbec/web-auto-extractor" {
  export interface Extracted {
    jsonld: Record<string, Record<string, unknown>[]>;
    errors: { message: string; format: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] | boolean });
    parse(html: string): Extracted;
  }
}

declare module "@adobe/structured-data-validator" {
  export interface Issue {
    rootType: string;
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    errorType?: string;
    fieldNames?: string[];
    path?: { type?: string; property?: string; index?: number }[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<Issue[]>;
  }
}
