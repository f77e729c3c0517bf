/** Fixed-size bitsets over document numbers, in Uint32Array words. */

export function createBitset(size: number): Uint32Array {
  return new Uint32Array((size + 31) >>> 5);
}

export function fullBitset(size: number): Uint32Array {
  const b = createBitset(size);
  b.fill(0xffffffff);
  const rest = size & 31;
  if (rest) b[b.length - 1] = ((1 << rest) - 1) >>> 0;
  return b;
}

export function setBit(b: Uint32Array, i: number): void {
  b[i >>> 5] |= 1 << (i & 31);
}

export function hasBit(b: Uint32Array, i: number): boolean {
  return (b[i >>> 5] & (1 << (i & 31))) !== 0;
}

export function popcount32(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function count(b: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < b.length; i++) if (b[i]) n += popcount32(b[i]);
  return n;
}

/** |a ∧ b| without allocating. */
export function countAnd(a: Uint32Array, b: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const w = a[i] & b[i];
    if (w) n += popcount32(w);
  }
  return n;
}

/** out = a ∧ b (out may alias a). */
export function andInto(out: Uint32Array, a: Uint32Array, b: Uint32Array): Uint32Array {
  for (let i = 0; i < out.length; i++) out[i] = a[i] & b[i];
  return out;
}

/** out = a ∧ ¬b */
export function andNotInto(out: Uint32Array, a: Uint32Array, b: Uint32Array): Uint32Array {
  for (let i = 0; i < out.length; i++) out[i] = a[i] & ~b[i];
  return out;
}

export function orInto(out: Uint32Array, b: Uint32Array): Uint32Array {
  for (let i = 0; i < out.length; i++) out[i] |= b[i];
  return out;
}

/** Calls fn for each set bit in ascending order; stops when fn returns false. */
export function forEachBit(b: Uint32Array, fn: (i: number) => boolean | void): void {
  for (let w = 0; w < b.length; w++) {
    let word = b[w];
    while (word) {
      const t = word & -word;
      const i = (w << 5) + (31 - Math.clz32(t));
      if (fn(i) === false) return;
      word ^= t;
    }
  }
}

export function toArray(b: Uint32Array): number[] {
  const out: number[] = [];
  forEachBit(b, (i) => {
    out.push(i);
  });
  return out;
}
