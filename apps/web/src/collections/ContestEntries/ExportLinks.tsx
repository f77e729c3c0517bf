'use client';
import { useEffect, useState } from 'react';
import { useTranslation } from '@payloadcms/ui';
import { uiText } from '@/admin-i18n/ui';

/**
 * Above the entries list: one CSV download link per contest the signed-in editor can read (REST, so the
 * editor's own access rules decide which contests appear).
 */
export function ExportLinks() {
  const { i18n } = useTranslation();
  const [contests, setContests] = useState<{ id: number; title: string }[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/cms-api/contests?limit=50&depth=0&select[title]=true&sort=-closesAt', {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((data: { docs?: { id: number; title: string }[] }) => setContests(data.docs ?? []))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  if (contests.length === 0) return null;
  return (
    <nav
      aria-label={uiText('Export entries', i18n.language)}
      style={{ display: 'flex', gap: '.75rem', flexWrap: 'wrap', margin: '0 0 1rem' }}
    >
      {contests.map((contest) => (
        <a
          key={contest.id}
          className="btn btn--style-secondary btn--size-small"
          href={`/api/contest-entries/export?contest=${contest.id}`}
          download
        >
          {uiText('Export CSV: {title}', i18n.language, { title: contest.title })}
        </a>
      ))}
    </nav>
  );
}
