// Size of the consent dialog as shipped: JS (ConsentManager + dialog + loader + analytics) and CSS. Anchor:
// vanilla-cookieconsent v3, about 10 KB JS + 5 KB CSS gzip. Usage: node packages/site-kit/bench/consent-size.mjs [--json]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSize, kb } from './bundle-size.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET = { js: 10 * 1024, css: 5 * 1024 };

const result = await bundleSize({
  js: path.join(root, 'src/consent/client.ts'),
  css: path.join(root, 'src/consent/dialog.css'),
});
const ok = result.js.gzip <= TARGET.js && result.css.gzip <= TARGET.css;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ ...result, target: TARGET, ok }));
} else {
  console.log('consent dialog bundle (minified; React external)');
  console.log(`  JS : ${kb(result.js.raw)} raw, ${kb(result.js.gzip)} gzip  (target ≤ ${kb(TARGET.js)})`);
  console.log(`  CSS: ${kb(result.css.raw)} raw, ${kb(result.css.gzip)} gzip  (target ≤ ${kb(TARGET.css)})`);
  console.log(`  ${ok ? 'within' : 'OVER'} the vanilla-cookieconsent v3 anchor`);
}
process.exitCode = ok ? 0 : 1;
