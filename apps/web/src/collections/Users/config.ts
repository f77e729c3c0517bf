import type { CollectionConfig } from 'payload';
import { adminOrSelf } from '@/access/adminOrSelf';
import { isAdmin } from '@/access/isAdmin';

/**
 * Editor accounts. Admins work on every site; editors only on the sites in their `tenants` list (added by the
 * multi-tenant plugin). Sign-in locks after repeated failures.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'] },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax' },
    // Stateless JWTs: Payload's server-side session list is read-modify-written on every sign-in, so two sign-ins of
    // one account at the same moment could drop one of the sessions (seen in parallel e2e runs; two browser tabs
    // of an editor can do the same). Tokens still expire after 8 hours.
    useSessions: false,
  },
  access: {
    read: adminOrSelf,
    update: adminOrSelf,
    create: isAdmin,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      maxLength: 80,
      admin: { description: 'Shown in the admin, e.g. on review links this person issued.' },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: [
        { label: 'Administrator (all sites)', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      access: {
        // Only admins may grant roles.
        update: ({ req }) => Boolean(req.user && (req.user as { roles?: string[] }).roles?.includes('admin')),
        create: ({ req }) => Boolean(req.user && (req.user as { roles?: string[] }).roles?.includes('admin')),
      },
      saveToJWT: true,
      admin: { description: 'Administrators work on every site; editors on the sites listed below.' },
    },
  ],
};
