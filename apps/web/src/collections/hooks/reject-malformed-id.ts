import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload';

/**
 * A document ID from a REST path that is not an ID at all (`/cms-api/pages/de`): "Not Found", never a 500.
 * Payload's REST layer turns the path segment into a number with parseFloat, so `de` reaches the database as NaN,
 * which SQLite's driver and PostgreSQL both refuse with an error. Every collection here has whole-number IDs.
 */
export const rejectMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id: unknown = (args as { id?: unknown }).id;
  if (typeof id === 'number' && !(Number.isSafeInteger(id) && id > 0)) throw new NotFound(req.t);
  return args;
};

/** The collection with rejectMalformedId as its first beforeOperation hook. */
export function withMalformedIdCheck(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [rejectMalformedId, ...(collection.hooks?.beforeOperation ?? [])] },
  };
}
