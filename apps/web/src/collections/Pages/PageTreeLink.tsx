import type { I18nClient } from '@payloadcms/translations';
import type { Payload } from 'payload';
import { uiText } from '@/admin-i18n/ui';

/** Above the pages list: the way to the page tree (/admin/page-tree). */
export function PageTreeLink({ payload, i18n }: { payload: Payload; i18n?: I18nClient }) {
  return (
    <p style={{ marginBottom: '1rem' }}>
      <a href={`${payload.config.routes.admin}/page-tree`}>{uiText('Show the pages as a tree', i18n?.language)}</a>
    </p>
  );
}
