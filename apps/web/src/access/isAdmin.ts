import type { Access } from 'payload';

type UserLike = { roles?: string[] | null } | null | undefined;

/** Group-wide administrators see and edit every site; editors only their own (multi-tenant plugin). */
export const userIsAdmin = (user: UserLike): boolean => Boolean(user?.roles?.includes('admin'));

export const isAdmin: Access = ({ req }) => userIsAdmin(req.user as UserLike);
