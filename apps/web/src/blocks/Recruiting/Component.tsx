import '@meridian/recruiting/recruiting.css';
import { getTranslator, messagesFor, type Voice } from '@meridian/i18n';
import { modeMessages, type RecruitingConfig } from '@meridian/recruiting';
import { cookies } from 'next/headers';
import { SiteRecruitingModule } from '@/blocks/lazy-client';
import { SESSION_COOKIE } from '@/accounts/cookies';
import { sessionCandidate } from '@/accounts/store';
import { getPayload } from '@/cms/payload';
import type { RecruitingBlock } from '@/payload-types';
import { blockConfig } from '@/recruiting/config';
import { prepareModule, recruitingSite } from '@/recruiting/server';
import type { ContentLanguage } from '@/sites/languages';
import type { BlockPlace, Rendering } from '../context';

/**
 * The recruiting module block: the configuration from the block over the site's defaults, the first
 * page of results and an opened offer fetched here, so they are in the server-rendered HTML.
 */
export function RecruitingComponent({
  block,
  place,
  siteKey,
  pagePath,
  rendering,
  offerJobId,
}: {
  block: RecruitingBlock;
  place: BlockPlace;
  siteKey: string;
  /** The page the block is on: the module's list page. */
  pagePath: string;
  rendering: Rendering;
  offerJobId: number | null;
}) {
  const { locale } = place;
  const config = blockConfig({ ...recruitingSite(siteKey, locale), pagePath }, block);
  if (!rendering.live) {
    // Static HTML (the side-navigation fragment): no live module there, a link to the search instead.
    const t = getTranslator(locale.lang, place.voice);
    return (
      <p className="block-recruiting container">
        <a href={config.maincareer}>{config.linkText || t('recruiting.search.label')}</a>
      </p>
    );
  }
  return (
    <LiveRecruiting
      config={config}
      query={rendering.query}
      offerJobId={offerJobId}
      lang={locale.lang}
      voice={place.voice}
    />
  );
}

async function LiveRecruiting({
  config,
  query,
  offerJobId,
  lang,
  voice,
}: {
  config: RecruitingConfig;
  query: string;
  offerJobId: number | null;
  lang: ContentLanguage;
  voice: Voice;
}) {
  const [prepared, signedIn] = await Promise.all([prepareModule(config, query, offerJobId), candidateSignedIn()]);
  return (
    <section className="block-recruiting container">
      <SiteRecruitingModule
        signedIn={signedIn && prepared.config.mode === 'list'}
        config={prepared.config}
        messages={modeMessages(messagesFor(lang, voice) as unknown as Record<string, unknown>, prepared.config.mode)}
        initialQuery={query}
        initialJobId={prepared.initialJobId}
        serverList={prepared.serverList}
        serverCriteria={prepared.serverCriteria}
      />
    </section>
  );
}

/**
 * Whether this request comes from a signed-in candidate (their bookmarks are then the account's). Only requests
 * with the account cookie ask the database; they are never answered from the page cache (page-cache/rules.ts).
 */
async function candidateSignedIn(): Promise<boolean> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return false;
  return (await sessionCandidate(await getPayload(), token)) !== null;
}
