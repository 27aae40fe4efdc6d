/** Bearer tokens and sessions: one session (and token) per login, with the client's device, IP and place. */
import type { LoginResponse, OperationAuth } from '@holostream/api';
import { unauthorized } from './errors';
import type { AuthState, SandboxContext } from './runtime';
import { addSessionTo } from './seed';
import type { AccountRecord, SandboxStore, SessionRecord } from './store';
import { iso } from './time';

/** The address the request came from: the first X-Forwarded-For hop, else the socket's, else loopback. */
export function clientIp(c: SandboxContext): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded && /^[0-9a-fA-F:.]{2,45}$/.test(forwarded)) return forwarded;
  // @hono/node-server passes the Node request as `env.incoming`; MSW and tests pass nothing.
  const env: unknown = c.env;
  if (typeof env === 'object' && env !== null && 'incoming' in env) {
    const incoming = env.incoming as { socket?: { remoteAddress?: string } } | undefined;
    const address = incoming?.socket?.remoteAddress;
    if (address) return address.replace(/^::ffff:/, '');
  }
  return '127.0.0.1';
}

/** The session a login opens, from the client's device and address. */
export function createSession(c: SandboxContext, store: SandboxStore, account: AccountRecord): SessionRecord {
  const runtime = c.get('runtime');
  const name = c.req.header('user-agent')?.slice(0, 512) || null;
  return addSessionTo(store, runtime.bytes, account, name, clientIp(c), runtime.now(), null);
}

export function loginResponse(account: AccountRecord, session: SessionRecord): LoginResponse {
  return {
    token: session.token,
    type: 'bearer',
    username: account.username,
    abilities: ['*'],
    lastUsedAt: session.lastUsedAt === null ? null : iso(session.lastUsedAt),
    expiresAt: iso(session.expiresAt),
  };
}

/**
 * Checks the bearer token as the operation's `security` says: required, optional (checked only when sent) or none.
 * Throws 401 for a missing, malformed, unknown, revoked or expired token.
 */
export function authenticate(c: SandboxContext, store: SandboxStore, mode: OperationAuth): AuthState | undefined {
  if (mode === 'none') return undefined;
  const header = c.req.header('authorization');
  if (header === undefined && mode === 'optional') return undefined;
  const match = /^Bearer[ ]+(\S{1,512})\s*$/i.exec(header ?? '');
  const token = match?.[1];
  if (!token) throw unauthorized();
  const runtime = c.get('runtime');
  if (runtime.scenarios().has('session-expired')) throw unauthorized('Session expired');
  const session = store.sessions.find((candidate) => candidate.token === token);
  if (!session) throw unauthorized();
  if (session.expiresAt <= runtime.now()) throw unauthorized('Session expired');
  const account = store.accounts.find((candidate) => candidate.id === session.accountId);
  if (!account) throw unauthorized();
  return { account, session };
}

/** The signed-in caller; only for operations whose security requires a token. */
export function caller(c: SandboxContext): AuthState {
  const auth = c.get('auth');
  if (!auth) throw unauthorized();
  return auth;
}
