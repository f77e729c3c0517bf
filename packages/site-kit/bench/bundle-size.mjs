// Shared by the size benchmarks: a browser entry and its CSS as shipped (minified, React external since every
// page already has it), measured raw and gzip level 9.
import { build } from 'esbuild';
import zlib from 'node:zlib';

export const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

const measure = (bytes) => ({ raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length });

/**
 * With `splitting`, code behind dynamic import() goes to its own chunks (as Next.js ships it): `js` is then the
 * entry chunk only and `lazy` the on-demand chunks.
 */
export async function bundleSize({ js, css, splitting = false }) {
  const script = await build({
    entryPoints: [js],
    bundle: true,
    splitting,
    ...(splitting ? { outdir: '/virtual-out', entryNames: 'entry', chunkNames: 'chunk-[hash]' } : {}),
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
  const entry = script.outputFiles.find((file) => !splitting || file.path.endsWith('/entry.js'));
  const lazy = script.outputFiles
    .filter((file) => file !== entry)
    .map((file) => ({ name: file.path.split('/').pop(), ...measure(file.contents) }));
  return { js: measure(entry.contents), lazy, css: measure(style.outputFiles[0].contents) };
}
