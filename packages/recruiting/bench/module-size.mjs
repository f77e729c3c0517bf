#!/usr/bin/env node
// The recruiting module's JavaScript for list mode, as a browser gets it (minified, gzip level 9), beyond React
// (external: every page already has it). Target: < 60 KB gzip. Also the standalone embed bundle.
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { bundleSize, kb } from '../../site-kit/bench/bundle-size.mjs';
import { buildEmbed } from '../embed/build.mjs';
import fs from 'node:fs';
import os from 'node:os';

const here = path.dirname(fileURLToPath(import.meta.url));
const TARGET_GZIP = 60 * 1024;

// Split as Next.js ships it: the detail map (MapLibre) loads in its own chunk only when a detail with a map opens.
const size = await bundleSize({
  js: path.join(here, '..', 'src', 'components', 'index.ts'),
  css: path.join(here, '..', 'src', 'recruiting.css'),
  splitting: true,
});
console.log(
  `list-mode module JS (React external): ${kb(size.js.raw)} raw, ${kb(size.js.gzip)} gzip  (target < ${kb(TARGET_GZIP)} gzip: ${size.js.gzip < TARGET_GZIP ? 'met' : 'MISSED'})`,
);
console.log(`module CSS: ${kb(size.css.raw)} raw, ${kb(size.css.gzip)} gzip`);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-embed-'));
const embed = await buildEmbed({ outfile: path.join(tmp, 'embed.js') });
const bytes = fs.readFileSync(embed);
console.log(
  `standalone embed (React, styles and de/en/fr/es texts included): ${kb(bytes.length)} raw, ${kb(zlib.gzipSync(bytes, { level: 9 }).length)} gzip`,
);
fs.rmSync(tmp, { recursive: true, force: true });
if (size.js.gzip >= TARGET_GZIP) process.exitCode = 1;
