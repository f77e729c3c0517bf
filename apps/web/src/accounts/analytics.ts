/**
 * The analytics user properties of a signed-in candidate's account pages (SPEC §3.4, application context
 * talent_portal). Data minimisation: the user is a pseudonym (a keyed hash of the account id — never the address or
 * the name), the place is city, postal code and country (no street, no phone), section and category are the ids
 * of the fields of activity and job types of interest. Empty values are left out; every value is cut to the §5.5
 * limit (36 characters) by the same rule the data layer applies. The page only hands these to the consent manager,
 * which sends them once analytics is consented to — never before. Pure, so every case is unit-tested.
 */
import crypto from 'node:crypto';
import { applicationLabel, cleanUserProperties, type UserPropertyName } from '@meridian/site-kit/analytics';
import type { Candidate } from '@/payload-types';

/** A stable pseudonym of an account for analytics: not reversible without the server secret, 32 hex characters. */
export function analyticsUserId(secret: string, candidateId: number): string {
  return crypto.createHmac('sha256', secret).update(`analytics-user:${candidateId}`).digest('hex').slice(0, 32);
}

type ProfileValues = Pick<
  NonNullable<Candidate['profile']>,
  'city' | 'postalCode' | 'country' | 'interestFields' | 'interestJobTypes'
>;

/** The user properties of a signed-in candidate (names with the product prefix, values cut to 36 characters). */
export function accountUserProperties(
  userId: string,
  profile: ProfileValues | null | undefined,
): Partial<Record<UserPropertyName, string | number | boolean>> {
  const list = (values: readonly string[] | null | undefined) => (values ?? []).filter(Boolean).join(',');
  const properties: Record<string, string> = {
    application: applicationLabel('talent_portal', ''),
    user: userId,
    city: profile?.city ?? '',
    zipcode: profile?.postalCode ?? '',
    country: profile?.country ?? '',
    section: list(profile?.interestFields),
    category: list(profile?.interestJobTypes),
  };
  return cleanUserProperties(Object.fromEntries(Object.entries(properties).filter(([, value]) => value.trim() !== '')));
}

/** The properties of the account pages without a signed-in candidate: the application context alone. */
export const accountPageProperties = (): Record<string, string> => ({
  application: applicationLabel('talent_portal', ''),
});
