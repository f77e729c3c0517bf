import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactElement } from 'react';

type RenderToStaticMarkup = (element: ReactElement) => string;

let cached: RenderToStaticMarkup | null = null;

/**
 * `renderToStaticMarkup` for route handlers. Next bundles route handlers for React Server Components, where
 * `react-dom/server` is replaced by a stub that throws; the fragment route (`?type=24818`) needs plain HTML of
 * server-only components (no hooks, no client components), so the real module is loaded at run time from
 * node_modules, out of the bundler's sight (computed specifier).
 */
export function renderToStaticMarkup(element: ReactElement): string {
  if (!cached) {
    const load = createRequire(path.join(process.cwd(), 'package.json'));
    const specifier = ['react-dom', 'server.node'].join('/');
    cached = (load(specifier) as { renderToStaticMarkup: RenderToStaticMarkup }).renderToStaticMarkup;
  }
  return cached(element);
}
