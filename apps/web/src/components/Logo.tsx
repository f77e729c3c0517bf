import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { webRoot } from '@/server/paths';

interface LogoFile {
  /** The file's viewBox, so the mark keeps its proportions at the header's height. */
  viewBox: string;
  /** The file's URL with a content version: browsers keep it as long as it does not change. */
  href: string;
}

const cache = new Map<string, LogoFile | null>();

function logoFile(themeKey: string): LogoFile | null {
  const cached = cache.get(themeKey);
  if (cached !== undefined) return cached;
  let file: LogoFile | null = null;
  try {
    const svg = fs.readFileSync(path.join(webRoot(), 'public', 'brands', themeKey, 'logo.svg'), 'utf8');
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
    const version = createHash('sha256').update(svg).digest('hex').slice(0, 10);
    if (viewBox && svg.includes('id="logo"'))
      file = { viewBox, href: `/brands/${themeKey}/logo.svg?v=${version}#logo` };
  } catch {
    file = null;
  }
  cache.set(themeKey, file);
  return file;
}

/**
 * The brand's SVG wordmark, referenced (`<use>`) rather than inlined: it takes `currentColor` from the header all
 * the same, and its path data (5–10 KB) is fetched once and cached instead of travelling in every page's HTML and
 * again in its React payload. The file (public/brands) wraps its drawing in `<g id="logo">`; the surrounding link
 * names it.
 */
export function Logo({ themeKey, name }: { themeKey: string; name: string }) {
  const file = logoFile(themeKey);
  return file ? (
    <span className="site-logo__mark">
      <svg aria-hidden="true" focusable="false" className="site-logo__svg" viewBox={file.viewBox}>
        <use href={file.href} />
      </svg>
    </span>
  ) : (
    <span className="site-logo__text">{name}</span>
  );
}
