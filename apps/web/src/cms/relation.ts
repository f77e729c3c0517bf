/**
 * The id a relationship field holds. Payload gives a relationship as its id (depth 0) or as the related document
 * (depth ≥ 1), and a missing or unreadable one as null or undefined: the id either way, or null.
 */
export function relationId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value && typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id;
    if (typeof id === 'number') return Number.isFinite(id) ? id : null;
    return typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null;
  }
  return null;
}
