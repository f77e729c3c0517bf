'use client';
import { useDocumentInfo, useTranslation } from '@payloadcms/ui';
import { uiText } from '@/admin-i18n/ui';

/** A link in the contest's edit view that downloads its entries as CSV (GET /api/contest-entries/export). */
export function ExportButton() {
  const { id } = useDocumentInfo();
  const { i18n } = useTranslation();
  if (!id) return null;
  return (
    <p style={{ margin: '1rem 0' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={`/api/contest-entries/export?contest=${encodeURIComponent(String(id))}`}
        download
      >
        {uiText('Export entries as CSV', i18n.language)}
      </a>
    </p>
  );
}
