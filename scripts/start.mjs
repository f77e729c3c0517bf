#!/usr/bin/env node
// `npm start`: build what changed, prepare the databases, and serve the four sites (port 3000) and the
// recruiting API (port 3001) until Ctrl-C.
import { buildApi, buildEmbed, buildWeb, serviceEnv, setupCms, startApi, startWeb, stopAll, waitForHttp } from './lib/services.mjs';

const buildOnly = process.argv.includes('--build-only');
const env = serviceEnv();

try {
  await buildEmbed();
  await buildApi();
  await buildWeb();
  if (buildOnly) process.exit(0);
  await setupCms(env);
} catch (error) {
  console.error(`[meridian] ${error.message}`);
  process.exit(1);
}

const children = [startApi(env), startWeb(env)];
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
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[meridian] a service exited unexpectedly (code ${code}); stopping`);
      void shutdown('exit').then(() => process.exit(1));
    }
  });
}

try {
  await Promise.all([waitForHttp(`http://127.0.0.1:${env.API_PORT}/health`), waitForHttp(`http://127.0.0.1:${env.PORT}/de/de`)]);
  const port = env.PORT === '80' ? '' : `:${env.PORT}`;
  console.log(`
[meridian] ready:
  Velora Group (parent)       http://localhost${port}
  Kestrel Engineering (A)     http://brand-a.localhost${port}
  Brightwork Personal (B)     http://brand-b.localhost${port}
  Halden Recruiting (C)       http://brand-c.localhost${port}
  CMS                         http://localhost${port}/admin   (accounts: ${env.DATA_DIR}/editor-credentials.txt)
  Recruiting API              http://localhost:${env.API_PORT}/v4/openapi.json
  Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`[meridian] ${error.message}`);
}
