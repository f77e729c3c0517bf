/**
 * Search terms as ids. Every distinct term gets an id in the store's `term_dictionary` (it only grows); each
 * offer stores its terms as the sorted ids, delta-encoded as varints (LEB128) — ~1 byte per term instead of ~8
 * characters. Loading the index then reads ~25 MB of small integers at 100k offers instead of ~190 MB of text
 * that had to be split and hashed term by term (that alone was ~3 s of the start-up build).
 * The `terms` text column stays beside it for the SQL oracle (LIKE over the same terms).
 */

/** Term text by dictionary id; ids may have gaps (a PostgreSQL identity skips values on conflicts). */
export type TermDictionary = readonly (string | undefined)[];

/** Encodes term ids (any order, duplicates dropped) as ascending deltas in LEB128. */
export function encodeTermIds(ids: Iterable<number>): Buffer {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const out: number[] = [];
  let previous = 0;
  for (const id of sorted) {
    if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`invalid term id ${id}`);
    let delta = id - previous;
    previous = id;
    while (delta >= 0x80) {
      out.push((delta % 0x80) | 0x80);
      delta = Math.floor(delta / 0x80);
    }
    out.push(delta);
  }
  // A Buffer, not a bare Uint8Array: better-sqlite3 binds only Buffers as blobs.
  return Buffer.from(out);
}

/** Decodes into `out` from `at`; returns the new end. `out` must have room for bytes.length ids (≥ 1 byte each). */
export function decodeTermIdsInto(bytes: Uint8Array, out: Uint32Array, at: number): number {
  let id = 0;
  for (let i = 0; i < bytes.length;) {
    let byte = bytes[i++];
    let delta = byte & 0x7f;
    for (let scale = 0x80; byte & 0x80 && i < bytes.length; scale *= 0x80) {
      byte = bytes[i++];
      delta += (byte & 0x7f) * scale;
    }
    id += delta;
    out[at++] = id;
  }
  return at;
}

export function decodeTermIds(bytes: Uint8Array): number[] {
  const out = new Uint32Array(bytes.length);
  return Array.from(out.subarray(0, decodeTermIdsInto(bytes, out, 0)));
}

/**
 * Encodes space-separated term strings with a dictionary built on the fly: for tests and tools that have rows
 * (`toRow`) but no store.
 */
export function encodeTermTexts(texts: string[]): { encoded: Buffer[]; dictionary: TermDictionary } {
  const ids = new Map<string, number>();
  // Id 0 is never used: ids start at 1, as in the store.
  const dictionary: (string | undefined)[] = [undefined];
  const encoded = texts.map((text) =>
    encodeTermIds(
      text
        .split(' ')
        .filter(Boolean)
        .map((term) => {
          let id = ids.get(term);
          if (id === undefined) ids.set(term, (id = dictionary.push(term) - 1));
          return id;
        }),
    ),
  );
  return { encoded, dictionary };
}
