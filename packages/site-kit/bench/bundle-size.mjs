// Shared by the size benchmarks: a browser entry and its CSS as shipped (minified, React external since every
// page already has it), measured raw and gzip level 9.
import { build } from 'esbuild';
import zlib from 'node:zlib';

export const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

const measure = (bytes) => ({ raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length });

export async function bundleSize({ js, css }) {
  const script = await build({
    entryPoints: [js],
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
  const style = await build({ entryPoints: [css], bundle: true, minify: true, write: false, logLevel: 'silent' });
  return { js: measure(script.outputFiles[0].contents), css: measure(style.outputFiles[0].contents) };
}
