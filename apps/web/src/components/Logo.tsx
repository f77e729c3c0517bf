import fs from 'node:fs';
import path from 'node:path';
import { webRoot } from '@/server/paths';

const cache = new Map<string, string>();

/**
 * The brand's SVG wordmark, inlined so that it takes `currentColor` from the header. The file is ours (in
 * public/brands); its own title and style are dropped because the surrounding link names it.
 */
function logoMarkup(themeKey: string): string {
  const cached = cache.get(themeKey);
  if (cached !== undefined) return cached;
  let svg = '';
  try {
    svg = fs
      .readFileSync(path.join(webRoot(), 'public', 'brands', themeKey, 'logo.svg'), 'utf8')
      .replace(/<\?xml[^>]*>/, '')
      .replace(/<title[^>]*>[\s\S]*?<\/title>/g, '')
      .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
      .replace(/\s(role|aria-labelledby)="[^"]*"/g, '')
      .replace('<svg ', '<svg aria-hidden="true" focusable="false" class="site-logo__svg" ');
  } catch {
    svg = '';
  }
  cache.set(themeKey, svg);
  return svg;
}

export function Logo({ themeKey, name }: { themeKey: string; name: string }) {
  const svg = logoMarkup(themeKey);
  return svg ? (
    <span className="site-logo__mark" dangerouslySetInnerHTML={{ __html: svg }} />
  ) : (
    <span className="site-logo__text">{name}</span>
  );
}
