import { chromium } from 'playwright';
import { gzipSync } from 'node:zlib';
const base = 'http://127.0.0.1:4400';
const routes = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const route of routes) {
  const signed = route.startsWith('@');
  const path = signed ? route.slice(1) : route;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (signed) {
    const r = await page.request.post(base + '/v1/user/auth', { data: { email: 'demo@holostream.dev', password: 'Demo-pass1!' } });
    const b = await r.json();
    await page.goto(base + '/robots.txt');
    await page.evaluate((b) => { localStorage.setItem('token', b.token); localStorage.setItem('user', JSON.stringify({ username: b.username, token: b.token, type: b.type, abilities: b.abilities, lastUsedAt: b.lastUsedAt, expiresAt: b.expiresAt, email: 'demo@holostream.dev' })); }, b);
  }
  const bodies = [];
  page.on('response', (res) => { if (res.request().resourceType() === 'script') bodies.push(res.body().then((x) => ({ url: new URL(res.url()).pathname, kb: gzipSync(x, { level: 9 }).length / 1024 }))); });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const inline = await page.$$eval('script:not([src])', (s) => s.map((x) => x.text));
  const files = [...inline.map((t) => ({ url: 'inline', kb: gzipSync(t, { level: 9 }).length / 1024 })), ...(await Promise.all(bodies))];
  const total = files.reduce((a, f) => a + f.kb, 0);
  console.log(route, total.toFixed(1), 'KB', process.env.V ? files.sort((a,b)=>b.kb-a.kb).map(f=>f.url+':'+f.kb.toFixed(1)).join(' ') : '');
  await context.close();
}
await browser.close();
