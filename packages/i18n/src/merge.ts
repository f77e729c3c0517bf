type Tree = { [key: string]: unknown };

/** `base` with the texts of a deep partial `overlay` in place of its own (a voice's catalogue over the formal one). */
export function deepMerge<T>(base: T, overlay: object): T {
  const out: Tree = { ...(base as Tree) };
  for (const [key, value] of Object.entries(overlay)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && current && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return out as T;
}
