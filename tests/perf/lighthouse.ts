// Lighthouse scores per demo realm against a running server (npm start first).
// Usage: node tests/perf/lighthouse.ts [baseUrl]   (CHROME_PATH defaults to Debian's Chromium)
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import config from '../../lighthouse.config.js';

const base = process.argv[2] ?? 'http://localhost:8080';
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  for (const realm of ['arena', 'cinema', 'club']) {
    const result = await lighthouse(`${base}/realm/${realm}/`, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
    const categories = result?.lhr.categories ?? {};
    const scores = Object.values(categories).map((c) => `${c.title} ${Math.round((c.score ?? 0) * 100)}`);
    const audits = result?.lhr.audits ?? {};
    console.log(
      `${realm.padEnd(7)} ${scores.join(' · ')} · LCP ${audits['largest-contentful-paint']?.displayValue ?? '?'} · CLS ${audits['cumulative-layout-shift']?.displayValue ?? '?'}`,
    );
  }
} finally {
  chrome.kill();
}
