// WOFF (1.0) to the TrueType/OpenType font inside it. PDF embeds TrueType (FontFile2) or CFF,
// never WOFF: a PDF carrying the WOFF bytes as its font program is drawn by MuPDF but left
// blank by Poppler (Evince, Okular, most Linux viewers and print pipelines). WOFF is the same
// tables, each zlib-compressed, so unpacking it gives back the font exactly; the fonts we ship
// stay the @fontsource WOFF files the app itself uses.

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_ENTRY = 16;
const HEAD_TAG = 0x68656164; // "head"
const CHECKSUM_MAGIC = 0xb1b0afba;

/** Inflates zlib data (the browser's and Node's own DecompressionStream). */
async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const pad4 = (n: number) => (n + 3) & ~3;

function checksum(bytes: Uint8Array, offset: number, length: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let sum = 0;
  for (let i = 0; i < pad4(length); i += 4) {
    const at = offset + i;
    const word = at + 4 <= bytes.byteLength ? view.getUint32(at) : 0;
    sum = (sum + word) >>> 0;
  }
  return sum;
}

export function isWoff(bytes: Uint8Array): boolean {
  return bytes.byteLength >= HEADER && new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0) === WOFF_SIGNATURE;
}

/** The sfnt (TrueType or CFF-flavoured OpenType) font a WOFF file wraps; other bytes are returned as they are. */
export async function woffToSfnt(bytes: Uint8Array): Promise<Uint8Array> {
  if (!isWoff(bytes)) return bytes;
  const woff = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flavor = woff.getUint32(4);
  const numTables = woff.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: numTables }, async (_, i) => {
      const at = HEADER + i * WOFF_ENTRY;
      const [tag, offset, compLength, origLength] = [woff.getUint32(at), woff.getUint32(at + 4), woff.getUint32(at + 8), woff.getUint32(at + 12)];
      const stored = bytes.subarray(offset, offset + compLength);
      const data = compLength < origLength ? await inflate(stored) : stored;
      if (data.byteLength !== origLength) throw new Error("WOFF table does not unpack to its stated length");
      return { tag, data };
    }),
  );

  const headerSize = 12 + numTables * SFNT_ENTRY;
  const size = tables.reduce((n, t) => n + pad4(t.data.byteLength), headerSize);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  // Offset table: binary-search hints as the OpenType spec defines them.
  const power = 2 ** Math.floor(Math.log2(numTables));
  view.setUint32(0, flavor);
  view.setUint16(4, numTables);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, numTables * 16 - power * 16);

  let offset = headerSize;
  let headOffset = -1;
  tables.forEach(({ tag, data }, i) => {
    out.set(data, offset);
    const entry = 12 + i * SFNT_ENTRY;
    view.setUint32(entry, tag);
    if (tag === HEAD_TAG) {
      headOffset = offset;
      view.setUint32(offset + 8, 0); // checkSumAdjustment is summed as 0, then set below
    }
    view.setUint32(entry + 4, checksum(out, offset, data.byteLength));
    view.setUint32(entry + 8, offset);
    view.setUint32(entry + 12, data.byteLength);
    offset += pad4(data.byteLength);
  });
  if (headOffset >= 0) view.setUint32(headOffset + 8, (CHECKSUM_MAGIC - checksum(out, 0, size)) >>> 0);
  return out;
}
