'use client';
import { getTracker } from '@meridian/site-kit/analytics';
import { useModule } from '../hooks/context.ts';
import { allFreelanceProjectsUrl, registerUrl } from '../lib/links.ts';
import type { CityValue } from '../lib/types.ts';

/** Branch-selected banner (SPEC §2.12): the branch's name and a button that clears the branch. */
export function BranchBanner({ name, onClear }: { name: string; onClear: () => void }) {
  const { t } = useModule();
  return (
    <div className="recruiting-branch-banner" role="status">
      <p>{t('recruiting.branch.selected', { branch: name })}</p>
      <button type="button" className="recruiting-button" onClick={onClear}>
        {t('recruiting.branch.all')}
      </button>
    </div>
  );
}

/** Initiative application (SPEC §2.13): new tab; intro paragraph where the variant says so; not in trade-fair mode. */
export function InitiativeApplication() {
  const { config, rules, t, tradeFair } = useModule();
  if (tradeFair || !config.initiativeUrl) return null;
  return (
    <div className="recruiting-initiative">
      {rules.initiativeIntro ? <p>{t('recruiting.action.initiativeApplicationIntro')}</p> : null}
      <a
        className="recruiting-button"
        href={config.initiativeUrl}
        target="_blank"
        rel="noopener"
        onClick={() => getTracker().initiativeApplication(`initiative-${Date.now()}`, config.company)}
      >
        {t('recruiting.action.initiativeApplication')}
      </a>
    </div>
  );
}

/** Brand A (SPEC §2.13): 'register as freelancer' and 'all freelance projects', each with a title tooltip. */
export function FreelancerLinks({ branchCity }: { branchCity: CityValue | null }) {
  const { config, rules, t } = useModule();
  if (!rules.freelancerButtons) return null;
  const register = config.listComponents.includes('registerfreelance') ? registerUrl(config.touchUrls) : null;
  const all = config.listComponents.includes('allfreelance') ? allFreelanceProjectsUrl(config, branchCity) : null;
  if (!register && !all) return null;
  return (
    <div className="recruiting-freelance">
      {register ? (
        <a className="recruiting-button" href={register} title={t('recruiting.action.registerFreelancerTitle')}>
          {t('recruiting.action.registerFreelancer')}
        </a>
      ) : null}
      {all ? (
        <a className="recruiting-button" href={all} title={t('recruiting.action.allFreelanceProjectsTitle')}>
          {t('recruiting.action.allFreelanceProjects')}
        </a>
      ) : null}
    </div>
  );
}
