'use client';
import { useCallback, useEffect, useState } from 'react';
import { useDocumentInfo, useTranslation } from '@payloadcms/ui';
import { uiText } from '@/admin-i18n/ui';
import type { TranslationState, TranslationStatusRow } from './rules';

const LANGUAGE_NAMES: Record<string, string> = { de: 'German', en: 'English', fr: 'French', es: 'Spanish' };
const STATE_TEXTS: Record<TranslationState, string> = {
  default: 'Default language',
  current: 'Up to date',
  outdated: 'Older than the default language',
  missing: 'Missing',
};
const STATE_MARKS: Record<TranslationState, string> = { default: '●', current: '✓', outdated: '!', missing: '–' };

/**
 * The page's languages in its edit view: each language of its site as present (up to date), older than the default
 * language, or missing — with a button that creates a missing one from the default language, as a draft
 * (POST /api/page-translations). Shown once the page is saved.
 */
export function TranslationStatus() {
  const { id } = useDocumentInfo();
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const t = (english: string, values?: Record<string, string>) => uiText(english, lang, values);
  const name = (code: string) => t(LANGUAGE_NAMES[code] ?? code.toUpperCase());
  const [rows, setRows] = useState<TranslationStatusRow[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean; lang?: string } | null>(null);

  const load = useCallback(async () => {
    if (!id) return;
    const response = await fetch(`/api/page-translations?page=${encodeURIComponent(String(id))}`, {
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const body = (await response.json().catch(() => ({}))) as { languages?: TranslationStatusRow[] };
    setRows(response.ok ? (body.languages ?? []) : []);
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!id) return null;
  const defaultLang = rows?.find((row) => row.state === 'default')?.lang ?? 'de';

  const create = async (target: string) => {
    setBusy(target);
    setNotice(null);
    try {
      const response = await fetch('/api/page-translations', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: id, lang: target }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (response.ok) {
        setNotice({
          text: t('{language} created as a draft.', { language: name(target) }),
          error: false,
          lang: target,
        });
        await load();
      } else {
        setNotice({ text: t(body.message ?? body.error ?? 'The copy was refused.'), error: true });
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      className="translation-status"
      aria-labelledby="translation-status-heading"
      style={{ marginBottom: '1.5rem' }}
    >
      <h3 id="translation-status-heading" className="field-label" style={{ marginBottom: '0.5rem' }}>
        {t('Languages of this page')}
      </h3>
      {rows === null ? (
        <p>{t('Loading…')}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
          {rows.map((row) => (
            <li key={row.lang} data-lang={row.lang} data-state={row.state}>
              <span aria-hidden="true" style={{ display: 'inline-block', width: '1.25rem', fontWeight: 700 }}>
                {STATE_MARKS[row.state]}
              </span>
              <strong>{name(row.lang)}</strong>: {t(STATE_TEXTS[row.state])}
              {row.state === 'missing' ? (
                <div style={{ marginTop: '0.25rem' }}>
                  <button
                    type="button"
                    className="btn btn--style-secondary btn--size-small"
                    style={{ margin: 0 }}
                    disabled={busy !== null}
                    onClick={() => void create(row.lang)}
                  >
                    {t('Create {language} from {source}', { language: name(row.lang), source: name(defaultLang) })}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p
        role="status"
        style={{ marginTop: '0.5rem', color: notice?.error ? 'var(--theme-error-750, #a00)' : undefined }}
      >
        {notice?.text}
        {notice?.lang ? (
          <>
            {' '}
            <a href={`?locale=${notice.lang}`}>{t('Open {language}', { language: name(notice.lang) })}</a>
          </>
        ) : null}
      </p>
    </section>
  );
}
