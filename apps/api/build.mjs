// Bundles the server (and the import CLI) with esbuild. npm packages stay external (native modules such as
// better-sqlite3 cannot be bundled); workspace packages (@meridian/*) ship TypeScript sources and are bundled in.
import { build } from 'esbuild';

const externalizeNpm = {
  name: 'externalize-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('@meridian/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
await build({
  entryPoints: { server: 'src/server.ts', 'import-offers': 'src/cli/import-offers.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  plugins: [externalizeNpm],
  logLevel: 'warning',
});
console.log(`api: built dist/ in ${Date.now() - started} ms`);
