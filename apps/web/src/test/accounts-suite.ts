import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Payload } from 'payload';
import { strFromU8, unzipSync } from 'fflate';
import type { Candidate, User } from '@/payload-types';
import { sendWithTransport } from '@/job-agents/task';
import { sendDeleted, sendExistingAccount, sendReset, sendVerification, type MailContext } from '@/accounts/send';
import { zipAccountExport } from '@/accounts/export';
import {
  accountAgents,
  collectAccountExport,
  deleteAccount,
  deleteAccountAgent,
  PERSONAL_DATA,
} from '@/accounts/personal-data';
import { recordDeliveries } from '@/job-agents/deliveries';
import { confirmAgent, createAgent } from '@/job-agents/store';
import {
  candidateByEmail,
  candidateById,
  candidateByLink,
  candidateByReset,
  checkSignIn,
  countSessions,
  createSession,
  endAllSessions,
  endSession,
  issueVerification,
  removeStale,
  requestReset,
  resetPassword,
  sessionCandidate,
  signUp,
  updateProfile,
  verifyCode,
  verifyLink,
} from '@/accounts/store';
import type { Profile } from '@/accounts/requests';
import { migrationsForStore } from '@/cms/migrations';
import { CODE_TTL_MS, RESET_TTL_MS, SESSION_TTL_MS, UNVERIFIED_TTL_MS } from '@/accounts/tokens';
import { newChallenge } from '@/accounts/passkeys/challenge';
import {
  addPasskey,
  authenticationOptions,
  deletePasskeysOf,
  listPasskeys,
  registrationOptions,
  removePasskey,
  signInWithPasskey,
  type RelyingParty,
} from '@/accounts/passkeys/store';
import { listSavedOffers, saveOffer } from '@/accounts/saved-offers';
import { useMigratedPayload, type StoreSetup } from './databases';
import { createEditorAndAdmin, createKestrelSite } from './fixtures';
import { assert, createCredential } from './software-authenticator';
import { startInbox, type Inbox } from './smtp-inbox';

const SECRET = 'accounts-suite-secret';
const EMPTY_PROFILE: Profile = {
  firstName: '',
  lastName: '',
  phone: '',
  street: '',
  postalCode: '',
  city: '',
  country: '',
  preferredCities: [],
  radius: '',
  interestFields: [],
  interestJobTypes: [],
  interestWorkplaceTypes: [],
  language: 'de',
};
const PASSWORD = 'seven ravens at dawn';
const account = (email: string) => ({
  email,
  password: PASSWORD,
  origin: 'http://brand-a.example',
  market: 'de',
  lang: 'de',
});

/** The 6-digit code and the link's token of the last verification mail to an address. */
function mailed(inbox: Inbox, address: string): { code: string; link: string; subject: string } {
  const mail = inbox.to(address).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
  const link = /token=([\w-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
  return { code, link, subject: mail.subject ?? '' };
}

/**
 * Candidate accounts on one CMS store, with a real SMTP server: sign-up with the mailed code or link, sessions,
 * sign-in, password reset, profile, housekeeping, and what the CMS's own API and an editor may see of them.
 */
export function defineAccountsSuite(store: string, prepare: StoreSetup) {
  describe(`Candidate accounts on ${store}`, () => {
    let inbox: Inbox;
    let editor: User;
    let admin: User;
    let siteId: number;
    const saved = { ...process.env };

    beforeAll(async () => {
      inbox = await startInbox();
      process.env.SMTP_URL = inbox.url;
      process.env.JOB_QUEUE = 'off';
    }, 60_000);
    afterAll(async () => {
      process.env = saved;
      await inbox?.close();
    });

    const itOnStore = useMigratedPayload(prepare, async (payload) => {
      const site = await createKestrelSite(payload);
      siteId = site.id;
      ({ editor, admin } = await createEditorAndAdmin(payload, site.id, 'accounts'));
    });

    const context = (): MailContext => ({
      send: sendWithTransport,
      site: { name: 'Kestrel Engineering', theme: 'brand-a' },
      origin: 'http://brand-a.example',
      locale: { market: 'de', lang: 'de' },
    });

    /** A job agent of an address as the result list saves it, confirmed unless asked not to be. */
    async function agentOf(payload: Payload, email: string, keyword: string, confirmed = true) {
      const created = await createAgent(payload, {
        siteId,
        email,
        frequency: 'weekly',
        search: `search=${keyword}`,
        searchName: `„${keyword}“`,
        origin: 'http://brand-a.example',
        pagePath: '/de/de/karriere',
        market: 'de',
        lang: 'de',
        consent: {
          text: 'Ja, schickt mir neue Angebote.',
          textVersion: 'v1',
          page: 'http://brand-a.example/de/de/karriere',
        },
      });
      if (!created.ok) throw new Error('agent refused');
      return confirmed ? confirmAgent(payload, created.agent) : created.agent;
    }

    /** A sent run with one delivered offer for an agent. */
    async function delivered(payload: Payload, agentId: number, jobId: number) {
      const run = await payload.create({
        collection: 'job-agent-runs',
        overrideAccess: true,
        data: { agent: agentId, slot: `test-${jobId}`, status: 'sent' },
      });
      await recordDeliveries(payload, agentId, run.id, [jobId]);
    }

    const exists = async (payload: Payload, collection: 'job-agents' | 'candidates', id: number) =>
      Boolean(await payload.findByID({ collection, id, overrideAccess: true, disableErrors: true }).catch(() => null));
    const countOf = async (payload: Payload, collection: 'job-agent-runs' | 'job-agent-deliveries', agent: number) =>
      (await payload.count({ collection, overrideAccess: true, where: { agent: { equals: agent } } })).totalDocs;

    async function verified(payload: Payload, email: string): Promise<Candidate> {
      const result = await signUp(payload, SECRET, account(email));
      if (result.kind !== 'verify') throw new Error('expected a new account');
      const done = await verifyCode(payload, SECRET, result.candidate.id, result.code);
      if (!done.ok) throw new Error('verification failed');
      return done.candidate;
    }

    itOnStore(
      'signs up with the mailed code: unverified until then, the password stored as a PBKDF2 hash',
      async (payload) => {
        const result = await signUp(payload, SECRET, account('Jana@Example.org'));
        expect(result.kind).toBe('verify');
        if (result.kind !== 'verify') return;
        await sendVerification(context(), 'jana@example.org', result.code, result.link);
        const mail = mailed(inbox, 'jana@example.org');
        expect(mail.code).toBe(result.code);
        expect(mail.link).toBe(result.link);
        expect(mail.subject).toContain('Kestrel Engineering');
        const stored = (await candidateById(payload, result.candidate.id))!;
        expect(stored).toMatchObject({ email: 'jana@example.org', status: 'unverified', codeTries: 0 });
        expect(stored.passwordHash).toMatch(/^pbkdf2-sha256\$600000\$/);
        expect(stored.codeHash).not.toContain(result.code);
        expect(stored.linkHash).not.toBe(result.link);
        // An unverified account cannot hold a session.
        const early = await createSession(payload, stored.id);
        expect(await sessionCandidate(payload, early)).toBeNull();
        const wrong = result.code === '000000' ? '000001' : '000000';
        expect(await verifyCode(payload, SECRET, stored.id, wrong)).toEqual({
          ok: false,
          reason: 'wrong',
          triesLeft: 4,
        });
        const done = await verifyCode(payload, SECRET, stored.id, result.code);
        expect(done.ok).toBe(true);
        const after = (await candidateById(payload, stored.id))!;
        expect(after).toMatchObject({ status: 'active', codeHash: null, linkHash: null });
        expect(after.verifiedAt).toBeTruthy();
        expect(await sessionCandidate(payload, early)).toMatchObject({ id: stored.id });
      },
      60_000,
    );

    itOnStore(
      'refuses the right code after 5 wrong ones and after 15 minutes; a new code works',
      async (payload) => {
        const result = await signUp(payload, SECRET, account('tries@example.org'));
        if (result.kind !== 'verify') throw new Error('expected verify');
        const wrong = result.code === '999999' ? '999998' : '999999';
        for (let i = 0; i < 5; i += 1) await verifyCode(payload, SECRET, result.candidate.id, wrong);
        expect(await verifyCode(payload, SECRET, result.candidate.id, result.code)).toEqual({
          ok: false,
          reason: 'used',
        });
        expect((await candidateById(payload, result.candidate.id))!.status).toBe('unverified');
        const fresh = await issueVerification(payload, SECRET, (await candidateById(payload, result.candidate.id))!);
        const later = Date.now() + CODE_TTL_MS + 1000;
        expect(await verifyCode(payload, SECRET, result.candidate.id, fresh.code, later)).toEqual({
          ok: false,
          reason: 'expired',
        });
        expect((await verifyCode(payload, SECRET, result.candidate.id, fresh.code)).ok).toBe(true);
      },
      60_000,
    );

    itOnStore(
      'confirms by the link only through its button (reading changes nothing), once',
      async (payload) => {
        const result = await signUp(payload, SECRET, account('link@example.org'));
        if (result.kind !== 'verify') throw new Error('expected verify');
        expect(await candidateByLink(payload, result.link)).toMatchObject({ id: result.candidate.id });
        expect((await candidateById(payload, result.candidate.id))!.status).toBe('unverified');
        expect(await verifyLink(payload, result.link)).toMatchObject({ status: 'active' });
        expect(await verifyLink(payload, result.link)).toBeNull();
        expect(await candidateByLink(payload, 'x'.repeat(43))).toBeNull();
      },
      60_000,
    );

    itOnStore(
      'a second sign-up of a verified address changes nothing and its owner is told',
      async (payload) => {
        const owner = await verified(payload, 'owner@example.org');
        const again = await signUp(payload, SECRET, {
          ...account('owner@example.org'),
          password: 'another long passphrase',
        });
        expect(again.kind).toBe('exists');
        await sendExistingAccount(context(), 'owner@example.org');
        expect(inbox.to('owner@example.org').at(-1)?.text).toContain('/de/de/konto/passwort-vergessen');
        expect((await candidateById(payload, owner.id))!.passwordHash).toBe(owner.passwordHash);
        expect(await checkSignIn(payload, 'owner@example.org', 'another long passphrase')).toBeNull();
        expect(await checkSignIn(payload, 'OWNER@example.org', PASSWORD)).toMatchObject({ id: owner.id });
        expect(await checkSignIn(payload, 'nobody@example.org', PASSWORD)).toBeNull();
      },
      60_000,
    );

    itOnStore(
      'sessions: hashed, ended one by one or all at once, expired after 30 days',
      async (payload) => {
        const candidate = await verified(payload, 'sessions@example.org');
        const [a, b] = [await createSession(payload, candidate.id), await createSession(payload, candidate.id)];
        const other = await verified(payload, 'other-sessions@example.org');
        const c = await createSession(payload, other.id);
        const rows = await payload.find({ collection: 'candidate-sessions', overrideAccess: true, limit: 100 });
        expect(rows.docs.some((row) => row.tokenHash === a || row.tokenHash === b)).toBe(false);
        expect(await sessionCandidate(payload, a)).toMatchObject({ id: candidate.id });
        expect(await sessionCandidate(payload, a, Date.now() + SESSION_TTL_MS + 1)).toBeNull();
        await endSession(payload, b);
        expect(await sessionCandidate(payload, b)).toBeNull();
        expect(await countSessions(payload, candidate.id)).toBe(0);
        const d = await createSession(payload, candidate.id);
        await endAllSessions(payload, candidate.id);
        expect(await sessionCandidate(payload, d)).toBeNull();
        expect(await sessionCandidate(payload, c)).toMatchObject({ id: other.id });
        expect(await sessionCandidate(payload, 'not a token')).toBeNull();
      },
      60_000,
    );

    itOnStore(
      'password reset: one hour, one use, every session ended, the new password works',
      async (payload) => {
        const candidate = await verified(payload, 'reset@example.org');
        const session = await createSession(payload, candidate.id);
        expect(await requestReset(payload, 'unknown@example.org')).toBeNull();
        const reset = (await requestReset(payload, 'reset@example.org'))!;
        await sendReset(context(), 'reset@example.org', reset.token);
        expect(inbox.to('reset@example.org').at(-1)?.text).toContain(
          `/de/de/konto/neues-passwort?token=${reset.token}`,
        );
        expect(await candidateByReset(payload, reset.token, Date.now() + RESET_TTL_MS + 1000)).toBeNull();
        expect(
          await resetPassword(payload, reset.token, 'a brand new passphrase', Date.now() + RESET_TTL_MS + 1000),
        ).toBeNull();
        expect(await resetPassword(payload, reset.token, 'a brand new passphrase')).toMatchObject({ id: candidate.id });
        expect(await resetPassword(payload, reset.token, 'yet another passphrase')).toBeNull();
        expect(await sessionCandidate(payload, session)).toBeNull();
        expect(await checkSignIn(payload, 'reset@example.org', PASSWORD)).toBeNull();
        expect(await checkSignIn(payload, 'reset@example.org', 'a brand new passphrase')).toMatchObject({
          id: candidate.id,
        });
      },
      60_000,
    );

    itOnStore(
      'a profile the store refuses (more preferred cities than allowed) leaves the record as it was',
      async (payload) => {
        const jana = await verified(payload, 'profile-refused@example.org');
        await updateProfile(payload, jana.id, { ...EMPTY_PROFILE, firstName: 'Jana', preferredCities: ['Ulm'] });
        const before = (await candidateById(payload, jana.id))!;
        const error = await updateProfile(payload, jana.id, {
          ...EMPTY_PROFILE,
          firstName: 'Changed',
          preferredCities: ['A', 'B', 'C', 'D'],
        }).then(
          () => null,
          (caught: unknown) => caught as { name?: string; data?: { errors?: { path?: string }[] } },
        );
        expect(error?.name).toBe('ValidationError');
        expect(error?.data?.errors?.map((entry) => entry.path)).toContain('profile.preferredCities');
        const after = (await candidateById(payload, jana.id))!;
        expect(after.profile).toEqual(before.profile);
        expect(after.updatedAt).toBe(before.updatedAt);
      },
      60_000,
    );

    itOnStore(
      'the preferred cities migration keeps a stored preferred city as the first of them (and back)',
      async (payload) => {
        const jana = await verified(payload, 'profile-migrated@example.org');
        const none = await verified(payload, 'profile-none@example.org');
        const migration = (await migrationsForStore()).find((entry) => entry.name.endsWith('_profile_interests'))!;
        const db = payload.db as unknown as {
          drizzle: unknown;
          execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>;
        };
        const args = { db: db.drizzle, payload, req: { payload } } as unknown as Parameters<typeof migration.up>[0];
        // The store as it was before: one preferred city per profile.
        await migration.down(args);
        await db.execute({
          drizzle: db.drizzle,
          raw: `UPDATE candidates SET profile_preferred_city = 'Wolfsburg' WHERE id = ${jana.id}`,
        });
        await migration.up(args);
        expect((await candidateById(payload, jana.id))!.profile?.preferredCities).toEqual(['Wolfsburg']);
        expect((await candidateById(payload, none.id))!.profile?.preferredCities ?? []).toEqual([]);
        // Down again keeps the first city in the old column; up brings it back.
        await updateProfile(payload, jana.id, { ...EMPTY_PROFILE, preferredCities: ['Ulm', 'Wolfsburg'] });
        await migration.down(args);
        await migration.up(args);
        expect((await candidateById(payload, jana.id))!.profile?.preferredCities).toEqual(['Ulm']);
      },
      60_000,
    );

    itOnStore(
      'profile changes only the candidate named; unverified accounts go after 7 days',
      async (payload) => {
        const jana = await verified(payload, 'profile-a@example.org');
        const other = await verified(payload, 'profile-b@example.org');
        await updateProfile(payload, jana.id, {
          ...EMPTY_PROFILE,
          firstName: 'Jana',
          lastName: 'Muster',
          phone: '+49 711 1',
          street: 'Königstraße 1',
          postalCode: '70173',
          city: 'Stuttgart',
          country: 'Deutschland',
          preferredCities: ['Wolfsburg', 'Braunschweig', 'Łódź'],
          radius: '50',
          interestFields: ['3004', '1000'],
          interestJobTypes: ['2'],
          interestWorkplaceTypes: ['1'],
          language: 'en',
        });
        expect(await candidateById(payload, jana.id)).toMatchObject({
          lang: 'en',
          profile: {
            firstName: 'Jana',
            preferredCities: ['Wolfsburg', 'Braunschweig', 'Łódź'],
            radius: '50',
            interestFields: ['3004', '1000'],
            interestJobTypes: ['2'],
            interestWorkplaceTypes: ['1'],
          },
        });
        // Fewer cities and no interests: what was left out is gone, not kept from before.
        await updateProfile(payload, jana.id, {
          ...EMPTY_PROFILE,
          firstName: 'Jana',
          preferredCities: ['Braunschweig'],
          language: 'en',
        });
        const reread = (await candidateById(payload, jana.id))!.profile!;
        expect(reread.preferredCities).toEqual(['Braunschweig']);
        expect(reread.interestFields ?? []).toEqual([]);
        expect(reread.interestJobTypes ?? []).toEqual([]);
        expect(reread.radius ?? null).toBeNull();
        expect((await candidateById(payload, other.id))!.profile?.firstName ?? null).toBeNull();
        expect((await candidateById(payload, other.id))!.profile?.preferredCities ?? []).toEqual([]);
        const pending = await signUp(payload, SECRET, account('stale@example.org'));
        expect(await removeStale(payload, Date.now() + UNVERIFIED_TTL_MS - 60_000)).toBe(0);
        expect(await removeStale(payload, Date.now() + UNVERIFIED_TTL_MS + 60_000)).toBeGreaterThanOrEqual(1);
        expect(await candidateById(payload, pending.candidate.id)).toBeNull();
        expect(await candidateByEmail(payload, 'profile-a@example.org')).toMatchObject({ id: jana.id });
      },
      60_000,
    );

    itOnStore(
      'passkeys: made and used in genuine ceremonies, bound to their host, a replay or forgery refused, removed only by their owner',
      async (payload) => {
        const jana = await verified(payload, 'passkey-a@example.org');
        const other = await verified(payload, 'passkey-b@example.org');
        const rp: RelyingParty = {
          name: 'Kestrel Engineering',
          id: 'brand-a.example',
          origin: 'https://brand-a.example',
        };
        const register = async (candidate: Candidate) => {
          const challenge = newChallenge();
          const options = await registrationOptions(payload, SECRET, candidate, rp, challenge);
          expect(options.rp.id).toBe('brand-a.example');
          expect(options.authenticatorSelection?.residentKey).toBe('required');
          const made = createCredential(options, rp.origin);
          const added = await addPasskey(payload, candidate.id, made.response, rp, challenge, 'Chrome on Linux');
          expect(added.ok).toBe(true);
          return made.passkey;
        };
        const key = await register(jana);
        const otherKey = await register(other);
        // The user handle names nobody: it is not the e-mail address or the id.
        expect(Buffer.from(key.userHandle, 'base64url').toString('utf8')).not.toContain('passkey-a');
        const listed = await listPasskeys(payload, jana.id);
        expect(listed).toHaveLength(1);
        expect(listed[0]).toMatchObject({ name: 'Chrome on Linux', rpId: 'brand-a.example', counter: 0 });

        // A new passkey's answer to another challenge, or made at another origin, is refused and nothing is kept.
        const wrongChallenge = createCredential(
          await registrationOptions(payload, SECRET, jana, rp, newChallenge()),
          rp.origin,
        );
        expect(await addPasskey(payload, jana.id, wrongChallenge.response, rp, newChallenge(), 'x')).toEqual({
          ok: false,
          reason: 'invalid',
        });
        const elsewhereChallenge = newChallenge();
        const elsewhere = createCredential(
          await registrationOptions(payload, SECRET, jana, rp, elsewhereChallenge),
          'https://evil.example',
        );
        expect((await addPasskey(payload, jana.id, elsewhere.response, rp, elsewhereChallenge, 'x')).ok).toBe(false);
        expect(await listPasskeys(payload, jana.id)).toHaveLength(1);

        // Sign-in: the genuine answer signs Jana in and moves the counter on; the same answer again is refused.
        const challenge = newChallenge();
        const options = await authenticationOptions(rp, challenge);
        expect(options.rpId).toBe('brand-a.example');
        const answer = assert(key, challenge, rp.origin);
        expect((await signInWithPasskey(payload, answer, rp, challenge))?.id).toBe(jana.id);
        expect((await listPasskeys(payload, jana.id))[0]).toMatchObject({ counter: 1 });
        expect(await signInWithPasskey(payload, answer, rp, challenge)).toBeNull();
        // Another challenge, another origin, another host's relying party, a forged signature: refused alike.
        const next = newChallenge();
        expect(await signInWithPasskey(payload, assert(key, newChallenge(), rp.origin), rp, next)).toBeNull();
        expect(await signInWithPasskey(payload, assert(key, next, 'https://evil.example'), rp, next)).toBeNull();
        const brandB: RelyingParty = { name: 'B', id: 'brand-b.example', origin: 'https://brand-b.example' };
        expect(await signInWithPasskey(payload, assert(key, next, brandB.origin), brandB, next)).toBeNull();
        const forged = assert(key, next, rp.origin);
        forged.response.signature = assert(otherKey, next, rp.origin).response.signature;
        expect(await signInWithPasskey(payload, forged, rp, next)).toBeNull();
        expect(await signInWithPasskey(payload, { ...forged, id: 'not a credential id' }, rp, next)).toBeNull();
        const fresh = newChallenge();
        expect((await signInWithPasskey(payload, assert(key, fresh, rp.origin), rp, fresh))?.id).toBe(jana.id);

        // Removal by id: another candidate's id removes nothing (and their passkey stays); the owner's works.
        const janasId = (await listPasskeys(payload, jana.id))[0]!.id;
        expect(await removePasskey(payload, other.id, janasId)).toBe(false);
        expect(await listPasskeys(payload, jana.id)).toHaveLength(1);
        expect(await removePasskey(payload, jana.id, janasId)).toBe(true);
        expect(await listPasskeys(payload, jana.id)).toHaveLength(0);
        const gone = newChallenge();
        expect(await signInWithPasskey(payload, assert(key, gone, rp.origin), rp, gone)).toBeNull();
        await deletePasskeysOf(payload, other.id);
        expect(await listPasskeys(payload, other.id)).toHaveLength(0);
      },
      60_000,
    );

    itOnStore(
      'the CMS API: editors see no candidate or session, administrators no secret',
      async (payload) => {
        const candidate = await verified(payload, 'hidden@example.org');
        await createSession(payload, candidate.id);
        const asEditor = { overrideAccess: false, user: { ...editor, collection: 'users' as const } };
        await expect(payload.find({ collection: 'candidates', ...asEditor })).rejects.toThrow();
        await expect(payload.findByID({ collection: 'candidates', id: candidate.id, ...asEditor })).rejects.toThrow();
        await expect(payload.find({ collection: 'candidate-sessions', ...asEditor })).rejects.toThrow();
        await expect(
          payload.update({ collection: 'candidates', id: candidate.id, data: { email: 'x@example.org' }, ...asEditor }),
        ).rejects.toThrow();
        const asAdmin = { overrideAccess: false, user: { ...admin, collection: 'users' as const } };
        const seen = (await payload.findByID({ collection: 'candidates', id: candidate.id, ...asAdmin })) as Candidate;
        expect(seen.email).toBe('hidden@example.org');
        for (const field of ['passwordHash', 'codeHash', 'linkHash', 'resetHash'] as const)
          expect(seen[field], field).toBeUndefined();
        await expect(payload.find({ collection: 'candidate-sessions', ...asAdmin })).rejects.toThrow();
        await expect(
          payload.update({ collection: 'candidates', id: candidate.id, data: { status: 'unverified' }, ...asAdmin }),
        ).rejects.toThrow();
        expect((await candidateById(payload, candidate.id))!.email).toBe('hidden@example.org');
      },
      60_000,
    );

    itOnStore(
      "job agents: the verified address's only, listed and deleted from the account; another's id changes nothing",
      async (payload) => {
        const alice = await verified(payload, 'agents-alice@example.org');
        const bob = await verified(payload, 'agents-bob@example.org');
        const mine = await agentOf(payload, 'Agents-Alice@example.org', 'Schweisser');
        const pending = await agentOf(payload, 'agents-alice@example.org', 'Kranfahrer', false);
        const bobs = await agentOf(payload, 'agents-bob@example.org', 'Bobs');
        await delivered(payload, mine.id, 900_001);
        const listed = await accountAgents(payload, alice);
        expect(listed.map((agent) => [agent.id, agent.status, agent.searchName])).toEqual([
          [mine.id, 'active', '„Schweisser“'],
          [pending.id, 'unconfirmed', '„Kranfahrer“'],
        ]);
        expect((await accountAgents(payload, bob)).map((agent) => agent.id)).toEqual([bobs.id]);
        // An address not yet verified owns no agent, though agents were saved with it.
        const carol = await signUp(payload, SECRET, account('agents-carol@example.org'));
        await agentOf(payload, 'agents-carol@example.org', 'Carol');
        expect(await accountAgents(payload, carol.candidate)).toEqual([]);
        // Alice names Bob's agent, and one that does not exist: refused, nothing changes.
        expect(await deleteAccountAgent(payload, alice, bobs.id)).toBe(false);
        expect(await deleteAccountAgent(payload, alice, 999_999)).toBe(false);
        expect(await deleteAccountAgent(payload, carol.candidate, (await accountAgents(payload, bob))[0]!.id)).toBe(
          false,
        );
        expect(await exists(payload, 'job-agents', bobs.id)).toBe(true);
        // Her own goes with its runs and deliveries.
        expect(await deleteAccountAgent(payload, alice, mine.id)).toBe(true);
        expect(await exists(payload, 'job-agents', mine.id)).toBe(false);
        expect(await countOf(payload, 'job-agent-runs', mine.id)).toBe(0);
        expect(await countOf(payload, 'job-agent-deliveries', mine.id)).toBe(0);
        expect((await accountAgents(payload, alice)).map((agent) => agent.id)).toEqual([pending.id]);
      },
      60_000,
    );

    itOnStore(
      'export: everything stored about the person and nothing of anyone else, without secrets',
      async (payload) => {
        const jana = await verified(payload, 'export-jana@example.org');
        const other = await verified(payload, 'export-other@example.org');
        await updateProfile(payload, jana.id, {
          firstName: 'Jana',
          lastName: 'Muster',
          phone: '',
          street: '',
          postalCode: '',
          city: '',
          country: '',
          preferredCities: ['Wolfsburg'],
          radius: '50',
          interestFields: [],
          interestJobTypes: ['2'],
          interestWorkplaceTypes: [],
          language: 'de',
        });
        const here = await createSession(payload, jana.id);
        await createSession(payload, jana.id);
        await createSession(payload, other.id);
        const agent = await agentOf(payload, 'export-jana@example.org', 'Export');
        await agentOf(payload, 'export-other@example.org', 'Fremd');
        await delivered(payload, agent.id, 900_002);
        const stored = (await candidateById(payload, jana.id))!;
        const built = await collectAccountExport(payload, stored, here);
        const json = JSON.parse(strFromU8(unzipSync(zipAccountExport(built))['account.json']!));
        expect(json).toMatchObject({
          account: {
            id: jana.id,
            email: 'export-jana@example.org',
            profile: { firstName: 'Jana', radiusKm: '50', preferredCities: ['Wolfsburg'], jobTypes: ['2'] },
          },
          jobAgents: [
            {
              id: agent.id,
              searchInWords: '„Export“',
              status: 'active',
              frequency: 'weekly',
              offersSent: [{ offerId: 900_002 }],
            },
          ],
          consentProofs: [{ purpose: 'jobAgent', record: agent.id, textVersion: 'v1' }],
          files: [],
        });
        expect(json.account.verifiedAt).toBeTruthy();
        expect(json.sessions).toHaveLength(2);
        expect(json.sessions.filter((session: { thisDevice: boolean }) => session.thisDevice)).toHaveLength(1);
        // Every kind of personal data has its key.
        for (const kind of PERSONAL_DATA) expect(json).toHaveProperty(kind.key);
        const text = JSON.stringify(json);
        const sessions = await payload.find({ collection: 'candidate-sessions', overrideAccess: true, limit: 100 });
        const agentRecord = await payload.findByID({ collection: 'job-agents', id: agent.id, overrideAccess: true });
        for (const secret of [
          stored.passwordHash,
          here,
          agentRecord.tokenNonce,
          ...sessions.docs.map((session) => session.tokenHash),
        ])
          expect(text).not.toContain(secret);
        expect(text).not.toMatch(/pbkdf2|passwordHash|tokenHash|tokenNonce/);
        expect(text).not.toContain('export-other@example.org');
        expect(text).not.toContain('Fremd');
      },
      60_000,
    );

    itOnStore(
      "delete with a passkey: only the account's own passkey answering this host's challenge confirms it",
      async (payload) => {
        const rp: RelyingParty = { name: 'Kestrel', id: 'brand-a.example', origin: 'https://brand-a.example' };
        const withKey = async (email: string) => {
          const candidate = await verified(payload, email);
          const challenge = newChallenge();
          const made = createCredential(
            await registrationOptions(payload, SECRET, candidate, rp, challenge),
            rp.origin,
          );
          expect((await addPasskey(payload, candidate.id, made.response, rp, challenge, 'Safari on iOS')).ok).toBe(
            true,
          );
          return { candidate, key: made.passkey };
        };
        const owner = await withKey('delete-passkey@example.org');
        const stranger = await withKey('delete-passkey-other@example.org');
        const confirm = (key: typeof owner.key, challenge: string | null, signed = challenge ?? newChallenge()) =>
          deleteAccount(
            payload,
            owner.candidate.id,
            { method: 'passkey', assertion: assert(key, signed, rp.origin) },
            { rp, challenge },
          );
        // Another account's passkey, no challenge, an answer to another challenge: refused, the account stays.
        expect(await confirm(stranger.key, newChallenge())).toEqual({ ok: false, reason: 'notConfirmed' });
        expect(await confirm(owner.key, null)).toEqual({ ok: false, reason: 'notConfirmed' });
        expect(await confirm(owner.key, newChallenge(), newChallenge())).toEqual({ ok: false, reason: 'notConfirmed' });
        expect(await candidateById(payload, owner.candidate.id)).toMatchObject({ email: 'delete-passkey@example.org' });
        expect(await listPasskeys(payload, owner.candidate.id)).toHaveLength(1);
        // The owner's own passkey: deleted, with the passkey; the other account keeps its own.
        expect(await confirm(owner.key, newChallenge())).toMatchObject({
          ok: true,
          removed: { passkeys: 1, account: 1 },
        });
        expect(await candidateById(payload, owner.candidate.id)).toBeNull();
        expect(await listPasskeys(payload, owner.candidate.id)).toEqual([]);
        expect(await listPasskeys(payload, stranger.candidate.id)).toHaveLength(1);
      },
      60_000,
    );

    itOnStore(
      'delete: a wrong password deletes nothing; the right one deletes the account, its sessions, agents, runs and deliveries, and mails a confirmation',
      async (payload) => {
        const gone = await verified(payload, 'delete-me@example.org');
        const stays = await verified(payload, 'delete-not-me@example.org');
        const [session, otherSession] = [await createSession(payload, gone.id), await createSession(payload, stays.id)];
        const agents = [
          await agentOf(payload, 'delete-me@example.org', 'Weg'),
          await agentOf(payload, 'delete-me@example.org', 'Auch', false),
        ];
        const kept = await agentOf(payload, 'delete-not-me@example.org', 'Bleibt');
        await delivered(payload, agents[0]!.id, 900_003);
        await delivered(payload, kept.id, 900_003);
        const offer = (id: number) => ({
          id,
          title: 'Schweißer (m/w/d)',
          location: 'Wolfsburg',
          company: 'Kestrel Engineering',
          url: `/de/de/karriere/${id}/schweisser`,
          savedAt: new Date().toISOString(),
        });
        for (const owner of [gone, stays])
          expect((await saveOffer(payload, owner.id, offer(910_001))).kind).toBe('saved');
        expect((await saveOffer(payload, gone.id, offer(910_002))).kind).toBe('saved');
        const rp: RelyingParty = { name: 'Kestrel', id: 'brand-a.example', origin: 'https://brand-a.example' };
        for (const owner of [gone, stays]) {
          const challenge = newChallenge();
          const made = createCredential(await registrationOptions(payload, SECRET, owner, rp, challenge), rp.origin);
          expect((await addPasskey(payload, owner.id, made.response, rp, challenge, 'Firefox on Linux')).ok).toBe(true);
        }

        expect(
          await deleteAccount(payload, gone.id, { method: 'password', password: 'not the password at all' }),
        ).toEqual({ ok: false, reason: 'notConfirmed' });
        expect(await candidateById(payload, gone.id)).toMatchObject({ email: 'delete-me@example.org' });
        expect(await sessionCandidate(payload, session)).toMatchObject({ id: gone.id });
        for (const agent of agents) expect(await exists(payload, 'job-agents', agent.id)).toBe(true);
        expect(await countOf(payload, 'job-agent-deliveries', agents[0]!.id)).toBe(1);

        const result = await deleteAccount(payload, gone.id, { method: 'password', password: PASSWORD });
        expect(result).toEqual({
          ok: true,
          email: 'delete-me@example.org',
          lang: 'de',
          removed: { jobAgents: 2, savedOffers: 2, passkeys: 1, cvFiles: 0, sessions: 1, account: 1 },
        });
        expect(await candidateById(payload, gone.id)).toBeNull();
        expect(await listPasskeys(payload, gone.id)).toEqual([]);
        expect(await listPasskeys(payload, stays.id)).toHaveLength(1);
        expect(await listSavedOffers(payload, gone.id)).toEqual([]);
        expect(await listSavedOffers(payload, stays.id)).toHaveLength(1);
        expect(await candidateByEmail(payload, 'delete-me@example.org')).toBeNull();
        expect(await countSessions(payload, gone.id)).toBe(0);
        expect(await sessionCandidate(payload, session)).toBeNull();
        for (const agent of agents) {
          expect(await exists(payload, 'job-agents', agent.id)).toBe(false);
          expect(await countOf(payload, 'job-agent-runs', agent.id)).toBe(0);
          expect(await countOf(payload, 'job-agent-deliveries', agent.id)).toBe(0);
        }
        expect(await checkSignIn(payload, 'delete-me@example.org', PASSWORD)).toBeNull();
        // A second try finds nothing to delete.
        expect(await deleteAccount(payload, gone.id, { method: 'password', password: PASSWORD })).toEqual({
          ok: false,
          reason: 'notFound',
        });
        // The other person keeps everything.
        expect(await sessionCandidate(payload, otherSession)).toMatchObject({ id: stays.id });
        expect(await exists(payload, 'job-agents', kept.id)).toBe(true);
        expect(await countOf(payload, 'job-agent-deliveries', kept.id)).toBe(1);

        await sendDeleted(context(), 'delete-me@example.org');
        const mail = inbox.to('delete-me@example.org').at(-1)!;
        expect(mail.subject).toBe('Ihr Konto bei Kestrel Engineering ist gelöscht');
        expect(mail.text).toContain('delete-me@example.org');
        expect(mail.html).toContain('lang="de"');
      },
      60_000,
    );
  });
}
