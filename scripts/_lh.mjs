import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
try {
  const result = await lighthouse('http://127.0.0.1:4190/', { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  const lhr = result.lhr;
  console.log('score', lhr.categories.performance.score, lhr.runtimeError?.message ?? '');
  for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index']) console.log(id, lhr.audits[id].displayValue);
} finally { await chrome.kill(); }
