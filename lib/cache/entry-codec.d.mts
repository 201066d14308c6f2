export declare function encodeEntry(entry: unknown): Buffer;
export declare function decodeEntry(bytes: Buffer): unknown;
