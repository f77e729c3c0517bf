import type { CollectionConfig } from 'payload';
import { anyone } from '@/access/anyone';
import { authenticated } from '@/access/authenticated';
import { mediaDir } from '@/server/paths';
import { cdnPurge } from '@/cms/cdn-purge';
import { mediaFilePaths } from '@/media/files';

/**
 * Images and files. Uploaded images are resized to responsive sizes in WebP. Files are public (they appear on
 * the public sites), so reading is open; writing is limited to the editors of the owning site. Because reading is
 * open, the files themselves are served straight from disk (`cms-api/media/file/[filename]`), without Payload's
 * per-file database lookup.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  // The list's search box looks in file names (without a title field it could only match IDs).
  admin: { useAsTitle: 'filename' },
  // A CDN keeps files for an hour (media/files.ts): a replaced crop or a deleted file is dropped there at once.
  hooks: {
    afterChange: [
      ({ doc, previousDoc }) =>
        void cdnPurge().add({ paths: [...mediaFilePaths(previousDoc), ...mediaFilePaths(doc)] }),
    ],
    afterDelete: [({ doc }) => void cdnPurge().add({ paths: mediaFilePaths(doc) })],
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'application/pdf'],
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'small', width: 768, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'medium', width: 1100, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'large', width: 1600, formatOptions: { format: 'webp', options: { quality: 76 } } },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 240,
      admin: {
        description: 'Describes the image for people who cannot see it, in this language (empty only for decoration).',
      },
    },
  ],
};
