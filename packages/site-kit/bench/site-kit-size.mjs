// Size of the site-wide features as shipped (issue 5): SiteKitRoot = toasts + request layer + layer + side
// navigation, minified, React external (every page already has it), and their CSS; gzip level 9.
// Anchor: sonner 1.7 alone is about 9.5 KB JS + 3.4 KB CSS gzip. Usage: node packages/site-kit/bench/site-kit-size.mjs
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const js = await build({
  entryPoints: [path.join(root, 'src/SiteKitRoot.tsx')],
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
const css = await build({ entryPoints: [path.join(root, 'src/site-kit.css')], bundle: true, minify: true, write: false, logLevel: 'silent' });
const measure = (bytes) => ({ raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length });
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
for (const [name, output] of [['JS ', js], ['CSS', css]]) {
  const size = measure(output.outputFiles[0].contents);
  console.log(`site-kit ${name}: ${kb(size.raw)} raw, ${kb(size.gzip)} gzip`);
}
