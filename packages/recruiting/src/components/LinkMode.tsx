import { useModule } from '../hooks/context.ts';
import { linkModeUrl } from '../lib/links.ts';

/** Link mode (SPEC §1, §3.10): only a button to the prefiltered search. */
export function LinkMode() {
  const { config, rules, t } = useModule();
  return (
    <a className="recruiting-button recruiting-link" href={linkModeUrl(config, rules)}>
      {config.linkText || t('recruiting.search.all', { total: '' }).replace(/\s+/g, ' ').trim()}
    </a>
  );
}
