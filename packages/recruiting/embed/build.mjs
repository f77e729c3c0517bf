#!/usr/bin/env node
// Builds the standalone embed: embed/dist/meridian-recruiting.js (React included, styles inlined as text).
// Usage: node packages/recruiting/embed/build.mjs
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function buildEmbed({ outfile = path.join(here, 'dist', 'meridian-recruiting.js'), minify = true } = {}) {
  await build({
    entryPoints: [path.join(here, '..', 'src', 'embed', 'index.tsx')],
    outfile,
    bundle: true,
    minify,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    loader: { '.css': 'text' },
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
    // The detail map needs MapLibre (~300 KB gzip) and the host site's map tiles and consent: the standalone embed
    // leaves brand C's detail map out instead of inlining all of it into one script.
    plugins: [
      {
        name: 'no-detail-map',
        setup(build) {
          build.onResolve({ filter: /^@meridian\/site-kit\/maps\/detail$/ }, () => ({
            path: 'detail-map-stub',
            namespace: 'stub',
          }));
          build.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
            contents:
              'export function mountDetailMap() { return () => undefined; }\nexport function mapTexts() { return {}; }',
            loader: 'js',
          }));
        },
      },
    ],
  });
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outfile = await buildEmbed();
  console.log(`embed: ${path.relative(process.cwd(), outfile)}`);
}
