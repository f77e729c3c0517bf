import { hostnameOf } from '@/server/environment';
import { channelHref } from '@/sites/contact-channels';

export const validateHost = (value: unknown): true | string =>
  typeof value === 'string' && hostnameOf(value) === value.trim().toLowerCase() && !value.includes(':')
    ? true
    : 'Enter a host name without scheme, port or path, e.g. www.example.com';

export const validateMarket = (value: unknown): true | string =>
  typeof value === 'string' && /^[a-z]{2}$/.test(value) ? true : 'Two lower-case letters, e.g. de';

export const validateContactChannel = (
  value: unknown,
  { siblingData }: { siblingData?: { kind?: string } },
): true | string =>
  typeof value === 'string' && channelHref(siblingData?.kind ?? '', value) !== null
    ? true
    : 'Enter a phone number, an e-mail address, an international WhatsApp number (+49 …) or an https:// link, matching the kind.';
