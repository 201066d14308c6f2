// How a cache entry is stored in Redis: one binary value, so one GET reads it whole. The entry's plain
// fields go into a JSON header; its byte buffers (a page's RSC payload and segments, a "use cache"
// value) follow the header raw instead of inflated into base64. Layout: [header length, u32 BE][header
// JSON][buffer 0][buffer 1]…, the header listing each buffer's length.
const BUFFER = "\u0000buffer";
const MAP = "\u0000map";
const NUMBER = "\u0000number";

function pack(value, buffers) {
  if (value instanceof Uint8Array) {
    buffers.push(value);
    return { [BUFFER]: buffers.length - 1 };
  }
  if (value instanceof Map) return { [MAP]: [...value].map(([key, item]) => [key, pack(item, buffers)]) };
  if (Array.isArray(value)) return value.map((item) => pack(item, buffers));
  // JSON has no Infinity (a cache life of "never expires").
  if (typeof value === "number" && !Number.isFinite(value)) return { [NUMBER]: String(value) };
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pack(item, buffers)]));
  }
  return value;
}

function unpack(value, buffers) {
  if (Array.isArray(value)) return value.map((item) => unpack(item, buffers));
  if (value !== null && typeof value === "object") {
    if (BUFFER in value) return buffers[value[BUFFER]];
    if (MAP in value) return new Map(value[MAP].map(([key, item]) => [key, unpack(item, buffers)]));
    if (NUMBER in value) return Number(value[NUMBER]);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unpack(item, buffers)]));
  }
  return value;
}

export function encodeEntry(entry) {
  const buffers = [];
  const header = Buffer.from(JSON.stringify({ entry: pack(entry, buffers), lengths: buffers.map((buffer) => buffer.byteLength) }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.byteLength);
  return Buffer.concat([length, header, ...buffers]);
}

/** The stored entry, or undefined for bytes that are not one (a truncated or foreign value). */
export function decodeEntry(bytes) {
  try {
    const headerEnd = 4 + bytes.readUInt32BE(0);
    const { entry, lengths } = JSON.parse(bytes.subarray(4, headerEnd).toString());
    const buffers = [];
    let offset = headerEnd;
    for (const length of lengths) {
      buffers.push(bytes.subarray(offset, offset + length));
      offset += length;
    }
    if (offset !== bytes.byteLength) return undefined;
    return unpack(entry, buffers);
  } catch {
    return undefined;
  }
}
