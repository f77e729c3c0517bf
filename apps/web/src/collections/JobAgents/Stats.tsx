import type { I18nClient } from '@payloadcms/translations';
import type { Payload } from 'payload';
import { uiText } from '@/admin-i18n/ui';

/**
 * Above the job agents list (administrators only): per site, how many agents are active, waiting for confirmation
 * or paused, and how many digests went out — counts only, no addresses.
 */
export async function JobAgentStats({ payload, i18n }: { payload: Payload; i18n?: I18nClient }) {
  const t = (english: string) => uiText(english, i18n?.language);
  const { docs: sites } = await payload.find({ collection: 'sites', depth: 0, limit: 100, overrideAccess: true });
  const count = async (collection: 'job-agents' | 'job-agent-runs', where: Record<string, unknown>) =>
    (await payload.count({ collection, overrideAccess: true, where: where as never })).totalDocs;
  const rows = await Promise.all(
    sites.map(async (site) => ({
      name: site.name,
      active: await count('job-agents', { tenant: { equals: site.id }, status: { equals: 'active' } }),
      unconfirmed: await count('job-agents', { tenant: { equals: site.id }, status: { equals: 'unconfirmed' } }),
      paused: await count('job-agents', { tenant: { equals: site.id }, status: { equals: 'paused' } }),
      mails: await count('job-agent-runs', { 'agent.tenant': { equals: site.id }, status: { equals: 'sent' } }),
    })),
  );
  return (
    <table className="table" style={{ marginBottom: '1.5rem' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: '.5rem' }}>
        {t('Job agents per site')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('Site')}</th>
          <th scope="col">{t('Active')}</th>
          <th scope="col">{t('Not confirmed')}</th>
          <th scope="col">{t('Paused')}</th>
          <th scope="col">{t('Digests sent')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>{row.active}</td>
            <td>{row.unconfirmed}</td>
            <td>{row.paused}</td>
            <td>{row.mails}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
