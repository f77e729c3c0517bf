import type { Access } from 'payload';

/** Anonymous readers only ever see published documents; drafts are for signed-in editors. */
export const publishedOrAuthenticated: Access = ({ req }) => {
  if (req.user) return true;
  return { _status: { equals: 'published' } };
};
