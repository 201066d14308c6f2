export declare function hydrateAfterPaint(html: string): string;
