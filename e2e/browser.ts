import fs from 'node:fs';

/**
 * The Chromium the end-to-end tests drive. Debian's chromium-headless-shell when it is installed (`.ci/run` installs
 * it): the same Blink and V8 as Debian's chromium, without the desktop browser around them, which is what Playwright
 * itself runs headless tests in. On this 2-core machine it needs less than half the CPU time per page
 * (docs/benchmarks.md), and the suite is CPU-bound. Otherwise Debian's chromium; `CHROMIUM_PATH` overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** No calls home: the machine's network is closed, and refused connections cost the browser time. */
const QUIET = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The default launch: no GPU. */
export const DEFAULT_LAUNCH = { executablePath: CHROMIUM_EXECUTABLE, args: [...QUIET, '--disable-gpu'] };

/** Software WebGL (SwiftShader) for the maps: the default launch disables the GPU. */
export const WEBGL_LAUNCH = {
  executablePath: CHROMIUM_EXECUTABLE,
  args: [
    ...QUIET,
    '--use-gl=angle',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist',
  ],
};
