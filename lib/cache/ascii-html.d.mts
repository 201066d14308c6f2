export declare const MAX_GROWTH: number;
export declare function asciiHtml(html: string): string;
