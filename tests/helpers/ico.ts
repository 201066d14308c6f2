// An ICO file's header and directory read back as Windows and browsers read them (little-endian), and its images.

export interface IcoEntry {
  width: number;
  height: number;
  planes: number;
  bitCount: number;
  bytes: number;
  offset: number;
}

export function readIco(file: Uint8Array): { reserved: number; type: number; entries: IcoEntry[] } {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const entries = Array.from({ length: view.getUint16(4, true) }, (_, index) => {
    const at = 6 + 16 * index;
    return {
      // 0 stands for 256.
      width: view.getUint8(at) || 256,
      height: view.getUint8(at + 1) || 256,
      planes: view.getUint16(at + 4, true),
      bitCount: view.getUint16(at + 6, true),
      bytes: view.getUint32(at + 8, true),
      offset: view.getUint32(at + 12, true),
    };
  });
  return { reserved: view.getUint16(0, true), type: view.getUint16(2, true), entries };
}

/** The bytes of each image an ICO file holds, in directory order. */
export const icoImages = (file: Uint8Array) => readIco(file).entries.map((entry) => file.subarray(entry.offset, entry.offset + entry.bytes));
