import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const [url, out] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});
const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
fs.writeFileSync(out, JSON.stringify(result.artifacts.Trace ?? result.artifacts.traces?.defaultPass));
console.log('TBT', result.lhr.audits['total-blocking-time'].numericValue, 'perf', result.lhr.categories.performance.score);
await chrome.kill();
