/**
 * Serves the built site (apps/site/dist) on one origin, with an SPA fallback so deep links work.
 * `npm start` and the end-to-end tests use it. The sandbox API joins this origin in a later issue.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const siteRoot = path.relative(process.cwd(), path.resolve(import.meta.dirname, '../apps/site/dist'));
if (!existsSync(path.join(siteRoot, 'index.html'))) {
  console.error(`No built site at ${siteRoot}. Run "npm run build" first.`);
  process.exit(1);
}

const app = new Hono();
app.use('/*', serveStatic({ root: siteRoot }));
// Any other GET is a client-side route: answer with the app shell.
app.get('*', serveStatic({ path: path.join(siteRoot, 'index.html') }));

const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? '127.0.0.1';
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`\n  Holostream is running at http://${hostname}:${info.port}/\n`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
  });
}
