/**
 * Sandbox-only routes under /__sandbox/ (not part of the contract): the outbox of reset e-mails, scenarios and
 * reset for end-to-end tests, request counts, and the invoice pages and files the API's links point to.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { contractOperations, type OperationId } from '@holostream/api';
import type { SandboxEnv } from '../runtime';
import { isScenarioName, SANDBOX_SCENARIOS, type ScenarioName } from '../scenarios';
import { SANDBOX_ACCOUNTS } from '../seed';
import { isJsonType, readLimitedText } from '../http';
import { iso } from '../time';
import { DOWNLOAD_FILES } from './billing';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const isOperationId = (value: unknown): value is OperationId =>
  typeof value === 'string' && Object.hasOwn(contractOperations, value);

async function jsonObject(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = JSON.parse((await readLimitedText(request)) || '{}');
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The longest wait `slow` may be given from outside: longer than the site's 20 s timeout, never endless. */
const MAX_DELAY_MS = 120_000;

/** `{ scenarios: [...], operations?: [...], delayMs?: n }`: these routes are outside the contract, so checked here. */
const scenarioBody = z.object({
  scenarios: z.array(z.custom<ScenarioName>(isScenarioName)),
  operations: z.optional(z.array(z.custom<OperationId>(isOperationId))),
  delayMs: z.optional(z.int().check(z.gte(0), z.lte(MAX_DELAY_MS))),
});

const readScenarioBody = (body: unknown) => z.safeParse(scenarioBody, body).data;

const scenarioError = {
  message: 'Send { "scenarios": [names], "operations"?: [operationIds], "delayMs"?: milliseconds for slow }',
  errors: [`Known scenarios: ${Object.keys(SANDBOX_SCENARIOS).join(', ')}`],
};

export function controlRoutes(): Hono<SandboxEnv> {
  const control = new Hono<SandboxEnv>();

  // A page on another site can send a form or a plain fetch here, but not a JSON one without a CORS
  // preflight, which these routes never grant: every change requires a JSON content type.
  control.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || isJsonType(c.req.header('content-type'))) return next();
    return c.json({ message: 'Sandbox control requests must be JSON (Content-Type: application/json)' }, 415);
  });

  control.get('/', (c) => {
    const runtime = c.get('runtime');
    return c.json({
      about: 'Holostream sandbox API: a development and test tool, not the production server.',
      accounts: SANDBOX_ACCOUNTS,
      scenarios: SANDBOX_SCENARIOS,
      active: runtime.scenarioNames(),
    });
  });

  control.get('/outbox', async (c) => {
    const store = await c.get('runtime').store();
    const to = c.req.query('to')?.toLowerCase();
    const messages = store.outbox
      .filter((message) => !to || message.to.toLowerCase() === to)
      .map((message) => ({ ...message, sentAt: iso(message.sentAt) }));
    return c.json({ messages });
  });

  control.get('/scenario', (c) => {
    const runtime = c.get('runtime');
    return c.json({
      active: runtime.scenarioNames(),
      operations: [...(runtime.scenarioOperations() ?? [])],
      available: SANDBOX_SCENARIOS,
    });
  });

  control.post('/scenario', async (c) => {
    const body = readScenarioBody(await jsonObject(c.req.raw));
    if (!body) return c.json(scenarioError, 400);
    const runtime = c.get('runtime');
    runtime.setDelayMs(body.delayMs ?? runtime.options.delayMs);
    const reseeded = await runtime.setScenarios(body.scenarios, body.operations);
    return c.json({ active: runtime.scenarioNames(), reseeded });
  });

  control.post('/reset', async (c) => {
    const body = await jsonObject(c.req.raw);
    const runtime = c.get('runtime');
    // `now`: the world is seeded at that instant and its clock runs from it (a journey at a month's turn).
    const at = typeof body?.now === 'string' ? Date.parse(body.now) : undefined;
    if (body?.now !== undefined && (at === undefined || Number.isNaN(at)))
      return c.json({ message: 'Send "now" as an ISO 8601 instant', errors: ['now is not a date'] }, 400);
    runtime.setClock(at ?? null);
    if (body && 'scenarios' in body) {
      const parsed = readScenarioBody(body);
      if (!parsed) return c.json(scenarioError, 400);
      runtime.setDelayMs(parsed.delayMs ?? runtime.options.delayMs);
      await runtime.setScenarios(parsed.scenarios, parsed.operations);
    } else {
      runtime.setDelayMs(runtime.options.delayMs);
    }
    await runtime.reset();
    runtime.stats.clear();
    return c.json({ message: 'The sandbox world was reseeded', active: runtime.scenarioNames() });
  });

  control.get('/stats', (c) => {
    const stats = c.get('runtime').stats;
    return c.json({ operations: Object.fromEntries(stats), total: [...stats.values()].reduce((a, b) => a + b, 0) });
  });

  control.delete('/stats', (c) => {
    c.get('runtime').stats.clear();
    return c.json({ message: 'Request counts cleared' });
  });

  control.get('/invoices/:id', async (c) => {
    const store = await c.get('runtime').store();
    const item = store.billing.find((candidate) => String(candidate.id) === c.req.param('id'));
    const account = item && store.accounts.find((candidate) => candidate.id === item.accountId);
    if (!item || !account) return c.json({ message: 'Invoice not found' }, 404);
    const amount = `${(item.amount / 100).toFixed(2)} ${item.currency.toUpperCase()}`;
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox invoice ${item.id}</title></head>
<body><main>
<h1>Sandbox invoice ${item.id}</h1>
<p>This invoice was made up by the Holostream sandbox API; nothing was charged.</p>
<dl>
<dt>Customer</dt><dd>${escapeHtml(account.username)} (${escapeHtml(account.email)})</dd>
<dt>Date</dt><dd>${iso(item.created)}</dd>
<dt>Description</dt><dd>${escapeHtml(item.description)}</dd>
<dt>Amount</dt><dd>${amount}</dd>
<dt>Status</dt><dd>${escapeHtml(item.status)}</dd>
</dl></main></body></html>`);
  });

  control.get('/downloads/:file', (c) => {
    const file = c.req.param('file');
    if (!(Object.values(DOWNLOAD_FILES) as string[]).includes(file)) {
      return c.json({ message: 'File not found' }, 404);
    }
    return c.body(`Placeholder for ${file}, served by the Holostream sandbox API.\n`, 200, {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${file}"`,
    });
  });

  return control;
}
