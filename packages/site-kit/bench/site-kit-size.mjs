// Size of the site-wide features as shipped: SiteKitRoot = toasts + request layer + layer + side
// navigation + widget registry, link handling and lazy media, and their CSS; banners and sliders are chunks
// loaded only by pages that have one. Anchor: sonner 1.7 alone is about 9.5 KB JS + 3.4 KB CSS gzip.
// Usage: node packages/site-kit/bench/site-kit-size.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSize, kb } from './bundle-size.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = await bundleSize({
  js: path.join(root, 'src/SiteKitRoot.tsx'),
  css: path.join(root, 'src/site-kit.css'),
  splitting: true,
});
console.log(`site-kit JS : ${kb(result.js.raw)} raw, ${kb(result.js.gzip)} gzip (every page)`);
for (const chunk of result.lazy)
  console.log(`  on demand : ${kb(chunk.raw)} raw, ${kb(chunk.gzip)} gzip (${chunk.name})`);
console.log(`site-kit CSS: ${kb(result.css.raw)} raw, ${kb(result.css.gzip)} gzip`);
