'use client';
import { useDocumentInfo } from '@payloadcms/ui';

/** A link in the contest's edit view that downloads its entries as CSV (GET /api/contest-entries/export). */
export function ExportButton() {
  const { id } = useDocumentInfo();
  if (!id) return null;
  return (
    <p style={{ margin: '1rem 0' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={`/api/contest-entries/export?contest=${encodeURIComponent(String(id))}`}
        download
      >
        Export entries as CSV
      </a>
    </p>
  );
}
