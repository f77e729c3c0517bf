import zlib from 'node:zlib';

/**
 * Gzip for kept pages without compressing per response. A kept page is its text cut at the nonce; each piece is
 * compressed once, as raw deflate blocks that end byte-aligned (a sync flush), and a response's gzip body is those
 * blocks with its own nonce between them as stored blocks, a final empty block, and the checksum of the joined
 * text. Compressing a 60 KB page for every response (what Next.js does) costs more than serving it.
 *
 * A piece may refer back into the pieces before it (or it would compress a third worse): it is compressed with
 * them as its dictionary, the nonce's place filled with NUL bytes. Nonces all have the same length, so distances
 * hold whatever the response's nonce is, and since the page text has no NUL byte, no back-reference can cover the
 * nonce's place: every byte it copies is the same in the dictionary and in what the browser decoded.
 */

/** The deflate window: how far back a piece can refer. */
const WINDOW = 32 * 1024;

/**
 * The pieces as raw deflate blocks, each continuing after the ones before it with a nonce of `nonceLength` bytes
 * between them; null when the text holds a NUL byte (then the page is compressed per response).
 */
export function deflatePieces(pieces: readonly Buffer[], nonceLength: number): Buffer[] | null {
  if (pieces.some((piece) => piece.includes(0))) return null;
  const hole = Buffer.alloc(nonceLength, 0);
  let history = Buffer.alloc(0);
  return pieces.map((piece, index) => {
    if (index > 0) history = Buffer.concat([history, hole]).subarray(-WINDOW);
    const deflated = zlib.deflateRawSync(piece, {
      level: 6,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      ...(history.length ? { dictionary: history } : {}),
    });
    history = Buffer.concat([history, piece]).subarray(-WINDOW);
    return deflated;
  });
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** BFINAL=1 with fixed codes and only the end-of-block code: ends the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
const MAX_STORED = 0xffff;

/** Bytes as stored (uncompressed) deflate blocks; the stream is byte-aligned before and after them. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += MAX_STORED) {
    const chunk = bytes.subarray(start, start + MAX_STORED);
    const header = Buffer.alloc(5);
    header[0] = 0x00;
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/**
 * The gzip body of `pieces` joined around `glue`, from `deflatePieces(pieces, glue.length)`: the glue must have the
 * length the pieces were deflated for.
 */
export function gzipJoined(pieces: readonly Buffer[], deflated: readonly Buffer[], glue: Buffer): Buffer {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  const glueBlocks = storedBlocks(glue);
  pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(...glueBlocks);
      crc = zlib.crc32(glue, crc);
      size += glue.length;
    }
    parts.push(deflated[index]!);
    crc = zlib.crc32(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(parts);
}

/**
 * Whether the client takes gzip (`Accept-Encoding`), as Next.js's compression decides it: listed, or `*`, and not
 * refused with q=0.
 */
export function acceptsGzip(header: string | undefined | null): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}
