/** The default contact photo (SPEC §3.7 sanspbild 480x480 when the contact has none): a neutral silhouette PNG. */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Grey background, a lighter head and shoulders; 8-bit greyscale. */
export function renderDefaultAvatar(size = 480): Buffer {
  const raw = Buffer.alloc((size + 1) * size);
  const cx = size / 2;
  const head = { y: size * 0.38, r: size * 0.17 };
  const body = { y: size * 0.98, rx: size * 0.34, ry: size * 0.3 };
  for (let y = 0; y < size; y++) {
    raw[y * (size + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const inHead = (x - cx) ** 2 + (y - head.y) ** 2 <= head.r ** 2;
      const inBody = ((x - cx) / body.rx) ** 2 + ((y - body.y) / body.ry) ** 2 <= 1;
      raw[y * (size + 1) + 1 + x] = inHead || inBody ? 0xf2 : 0xc8;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
