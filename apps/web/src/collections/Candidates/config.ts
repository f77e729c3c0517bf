import type { CollectionConfig, Field } from 'payload';
import { isAdmin, userIsAdmin } from '@/access/isAdmin';
import { CONTENT_LANGUAGES } from '@/sites/languages';
import { RADIUS_OPTIONS } from '@meridian/contracts';
import { INTEREST_MAX_VALUES, INTEREST_VALUE_MAX_LENGTH } from '@/accounts/interests';
import { PREFERRED_CITIES_MAX } from '@/accounts/requests';
import { DATE_TIME_PICKER } from '@/collections/fields/date-time';

const readOnly = { readOnly: true } as const;
/** A field of interest: the ids of one of the job search's facet lists. */
const interests = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'text',
  hasMany: true,
  maxRows: INTEREST_MAX_VALUES,
  maxLength: INTEREST_VALUE_MAX_LENGTH,
  admin: { ...readOnly, description },
});
/** Never shown or sent, not even to administrators: the account routes read them with the Local API. */
const secret = (name: string, type: 'text' | 'date' | 'number' = 'text', index = false): Field =>
  ({
    name,
    type,
    index,
    access: { read: () => false, create: () => false, update: () => false },
    admin: { hidden: true },
  }) as Field;

/**
 * Candidate accounts: one for the whole group (not per site), used on every site's account pages. Deliberately NOT
 * a Payload auth collection: Payload reads one auth cookie (`payload-token`) for every auth collection, so a
 * candidate collection with `auth` would share the editors' cookie and strategy. Candidates sign in through our
 * own routes; their sessions are records of `candidate-sessions` behind our own cookie (`meridian_account`), which
 * Payload never reads — a candidate is never `req.user` in the CMS, and an editor's cookie opens no account page.
 * Personal data: administrators see the accounts (no secrets); site editors do not see the collection at all.
 * Later parts of the account (passkeys, CV files, saved offers) are collections that refer to a candidate, so
 * export and deletion find everything by the candidate's id.
 */
export const Candidates: CollectionConfig = {
  slug: 'candidates',
  labels: { singular: 'Candidate', plural: 'Candidates' },
  admin: {
    useAsTitle: 'email',
    group: 'Candidates',
    defaultColumns: ['email', 'status', 'createdAt'],
    description: 'Candidate accounts of all sites. Created by job seekers, who verify their e-mail address.',
    hidden: ({ user }) => !userIsAdmin(user as { roles?: string[] }),
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  hooks: {
    // An administrator's deletion takes the person's data with the account, as the account's own deletion does
    // (job agents, saved offers, passkeys, CV files on disk, sessions). Imported when needed: those stores reach
    // back into the CMS configuration.
    beforeDelete: [
      async ({ id, req }) => {
        const { PERSONAL_DATA_ERASED, erasePersonalData } = await import('@/accounts/personal-data');
        if (req.context[PERSONAL_DATA_ERASED]) return;
        const candidate = await req.payload.findByID({
          collection: 'candidates',
          id,
          overrideAccess: true,
          depth: 0,
          req,
        });
        await erasePersonalData(req.payload, candidate);
      },
    ],
  },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true, admin: readOnly },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'unverified',
      options: ['unverified', 'active'],
      admin: readOnly,
    },
    { name: 'verifiedAt', type: 'date', admin: { ...readOnly, date: DATE_TIME_PICKER } },
    {
      name: 'origin',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { ...readOnly, description: 'The site address the account was created on.' },
    },
    { name: 'market', type: 'text', required: true, maxLength: 2, admin: readOnly },
    secret('passwordHash'),
    secret('passwordChangedAt', 'date'),
    secret('codeHash'),
    secret('codeExpiresAt', 'date'),
    secret('codeTries', 'number'),
    secret('linkHash', 'text', true),
    secret('linkExpiresAt', 'date'),
    secret('resetHash', 'text', true),
    secret('resetExpiresAt', 'date'),
    {
      name: 'profile',
      type: 'group',
      admin: { description: 'What the candidate entered on the account pages.' },
      fields: [
        { name: 'firstName', type: 'text', maxLength: 80, admin: readOnly },
        { name: 'lastName', type: 'text', maxLength: 80, admin: readOnly },
        { name: 'phone', type: 'text', maxLength: 30, admin: readOnly },
        { name: 'street', type: 'text', maxLength: 120, admin: readOnly },
        { name: 'postalCode', type: 'text', maxLength: 10, admin: readOnly },
        { name: 'city', type: 'text', maxLength: 80, admin: readOnly },
        { name: 'country', type: 'text', maxLength: 60, admin: readOnly },
        {
          name: 'preferredCities',
          type: 'text',
          hasMany: true,
          maxRows: PREFERRED_CITIES_MAX,
          maxLength: 80,
          admin: { ...readOnly, description: 'Places the candidate would like to work in.' },
        },
        {
          name: 'radius',
          type: 'select',
          options: RADIUS_OPTIONS.filter((radius) => radius !== '-'),
          admin: readOnly,
        },
        interests('interestFields', 'Fields of activity', 'Values of the job search’s field of activity list.'),
        interests('interestJobTypes', 'Job types', 'Values of the job search’s job type list.'),
        interests('interestWorkplaceTypes', 'Workplace types', 'Values of the job search’s workplace type list.'),
      ],
    },
    {
      name: 'lang',
      type: 'select',
      required: true,
      options: [...CONTENT_LANGUAGES],
      admin: { ...readOnly, description: 'The language of the account’s e-mails.' },
    },
  ],
};
