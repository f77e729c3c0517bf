#!/usr/bin/env node
// `npm start`: build what changed, prepare the databases, and serve the four sites (port 3000) and the
// recruiting API (port 3001) until Ctrl-C. With NODE_ENV=production it builds nothing: it serves what
// `npm run build` made (an install without dev dependencies cannot build), and says so when that is missing.
import {
  buildApi,
  buildEmbed,
  buildWeb,
  missingBuildOutputs,
  serviceEnv,
  setupCms,
  startApi,
  startMailCatcher,
  startWeb,
  stopAll,
  waitForHttp,
} from './lib/services.mjs';

const buildOnly = process.argv.includes('--build-only');
const production = process.env.NODE_ENV === 'production' && !buildOnly;
const env = serviceEnv();

try {
  if (production) {
    const missing = missingBuildOutputs();
    if (missing.length)
      throw new Error(
        `NODE_ENV=production serves a built app, but ${missing.join(', ')} is missing: run \`npm run build\` first`,
      );
    if (!process.env.PAYLOAD_SECRET)
      console.warn(
        '[meridian] PAYLOAD_SECRET is not set: a secret is generated into DATA_DIR (set one shared secret for several instances)',
      );
    console.log('[meridian] production: serving the build (no build step)');
  } else {
    await buildEmbed();
    await buildApi();
    await buildWeb();
  }
  if (buildOnly) process.exit(0);
  await setupCms(env);
} catch (error) {
  console.error(`[meridian] ${error.message}`);
  process.exit(1);
}

// Without SMTP_URL the sites' mails go to a local inbox in the browser (never in production: there it is required).
const inbox = !env.SMTP_URL && !production ? startMailCatcher(env) : null;
const children = [startApi(env), startWeb(env), ...(inbox ? [inbox] : [])];
let stopping = false;
const shutdown = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n[meridian] ${signal}: stopping both services…`);
  await stopAll(children);
  console.log('[meridian] stopped');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
inbox?.on('exit', (code) => {
  if (!stopping)
    console.error(
      `[meridian] the local inbox stopped (code ${code}; is port ${env.MAIL_WEB_PORT} or ${env.SMTP_URL} taken? MAIL_PORT and MAIL_WEB_PORT choose others): mails are not delivered`,
    );
});
for (const child of children.filter((child) => child !== inbox)) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[meridian] a service exited unexpectedly (code ${code}); stopping`);
      void shutdown('exit').then(() => process.exit(1));
    }
  });
}

try {
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${env.API_PORT}/health`),
    waitForHttp(`http://127.0.0.1:${env.PORT}/de/de`),
  ]);
  const port = env.PORT === '80' ? '' : `:${env.PORT}`;
  console.log(`
[meridian] ready:
  Velora Group (parent)       http://localhost${port}
  Kestrel Engineering (A)     http://brand-a.localhost${port}
  Brightwork Personal (B)     http://brand-b.localhost${port}
  Halden Recruiting (C)       http://brand-c.localhost${port}
  CMS                         http://localhost${port}/admin   (accounts: ${env.DATA_DIR}/editor-credentials.txt)
  Recruiting API              http://localhost:${env.API_PORT}/v4/docs  (OpenAPI: /v4/openapi.json)${
    inbox ? `\n  Inbox (every mail sent)     http://localhost:${env.MAIL_WEB_PORT}` : ''
  }
  Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`[meridian] ${error.message}`);
}
