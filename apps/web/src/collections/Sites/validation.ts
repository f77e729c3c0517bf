import { hostnameOf } from '@/sites/environment';

export const validateHost = (value: unknown): true | string =>
  typeof value === 'string' && hostnameOf(value) === value.trim().toLowerCase() && !value.includes(':')
    ? true
    : 'Enter a host name without scheme, port or path, e.g. www.example.com';

export const validateMarket = (value: unknown): true | string =>
  typeof value === 'string' && /^[a-z]{2}$/.test(value) ? true : 'Two lower-case letters, e.g. de';
