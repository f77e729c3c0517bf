import fs from 'node:fs';
import path from 'node:path';
import type { FontKey, Theme } from '@/sites/themes';

/**
 * Preloads the two fonts of the page's theme (not all four, which next/font would preload on every page). Keeps
 * the swap from the fallback early (layout shift) without spending a phone's bandwidth on other brands' fonts.
 * next/font emits each file as `{family}_latin_wght_normal-….woff2` under `.next/static/media` (emptied by every
 * build); where that folder is not found (development), nothing is preloaded and the fonts load as the text needs them.
 */
let mediaFiles: string[] | null = null;

export function fontFileUrl(key: FontKey, files: readonly string[] = builtMediaFiles()): string | null {
  const prefix = `${key.replace(/-/g, '_')}_latin_wght_normal`;
  const file = files.find((name) => name.startsWith(prefix) && name.endsWith('.woff2'));
  return file ? `/_next/static/media/${file}` : null;
}

function builtMediaFiles(): string[] {
  if (mediaFiles === null) {
    try {
      mediaFiles = fs.readdirSync(path.join(process.cwd(), '.next', 'static', 'media'));
    } catch {
      mediaFiles = [];
    }
  }
  return mediaFiles;
}

/** The font files to preload for a theme (rendered as <link rel="preload"> in the head by the layout). */
export function themeFontPreloads(theme: Pick<Theme, 'fonts'>): string[] {
  return [...new Set([theme.fonts.heading, theme.fonts.body])]
    .map((key) => fontFileUrl(key))
    .filter((href): href is string => href !== null);
}
