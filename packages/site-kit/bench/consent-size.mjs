// Size of the consent dialog as shipped: JS (ConsentManager + dialog + loader + analytics, minified, React
// external since every page already has it) and CSS, gzip level 9. Anchor: vanilla-cookieconsent v3, about
// 10 KB JS + 5 KB CSS gzip. Usage: node packages/site-kit/bench/consent-size.mjs [--json]
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET = { js: 10 * 1024, css: 5 * 1024 };

const js = await build({
  entryPoints: [path.join(root, 'src/consent/client.ts')],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  write: false,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
});
const css = await build({ entryPoints: [path.join(root, 'src/consent/dialog.css')], bundle: true, minify: true, write: false, logLevel: 'silent' });

const measure = (bytes) => ({ raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length });
const result = { js: measure(js.outputFiles[0].contents), css: measure(css.outputFiles[0].contents) };
const ok = result.js.gzip <= TARGET.js && result.css.gzip <= TARGET.css;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ ...result, target: TARGET, ok }));
} else {
  const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
  console.log('consent dialog bundle (minified; React external)');
  console.log(`  JS : ${kb(result.js.raw)} raw, ${kb(result.js.gzip)} gzip  (target ≤ ${kb(TARGET.js)})`);
  console.log(`  CSS: ${kb(result.css.raw)} raw, ${kb(result.css.gzip)} gzip  (target ≤ ${kb(TARGET.css)})`);
  console.log(`  ${ok ? 'within' : 'OVER'} the vanilla-cookieconsent v3 anchor`);
}
process.exitCode = ok ? 0 : 1;
