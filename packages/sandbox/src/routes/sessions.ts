/** The caller's sessions and password change. */
import * as z from 'zod/mini';
import { validationMessages, passwordSchema, type MessageResponse, type Session } from '@holostream/api';
import { caller } from '../auth';
import { badRequest, notFound } from '../errors';
import { readBody } from '../http';
import { hashPassword, verifyPassword } from '../passwords';
import { idSchema } from '../validation';
import { activeSessions, sortSessions, viewSession } from '../views';
import type { OperationHandlers } from './types';

// The change-password form carries a field the API body does not (the repeated new password).
const changePasswordBody = z.object({
  currentPassword: z.string().check(z.minLength(1, validationMessages.currentPasswordRequired), z.maxLength(128)),
  newPassword: passwordSchema,
});

export const sessionHandlers: OperationHandlers<'getSessions' | 'revokeSession' | 'changePassword'> = {
  getSessions(c, store) {
    const { account, session } = caller(c);
    const runtime = c.get('runtime');
    if (runtime.scenarios().has('no-sessions')) return c.json([] satisfies Session[], 200);
    const sessions = sortSessions(activeSessions(store, account.id, runtime.now()), session.id);
    return c.json(
      sessions.map((record) => viewSession(record, session.id)),
      200,
    );
  },

  async revokeSession(c, store) {
    const { account, session } = caller(c);
    const { sessionId } = await readBody(c, 'revokeSession', z.object({ sessionId: idSchema }));
    if (sessionId === session.id) {
      throw badRequest('The current session cannot be revoked; sign out instead');
    }
    const target = activeSessions(store, account.id, c.get('runtime').now()).find((record) => record.id === sessionId);
    if (!target) throw notFound('Session not found');
    store.sessions = store.sessions.filter((record) => record.id !== sessionId);
    return c.json({ message: 'Session revoked' } satisfies MessageResponse, 200);
  },

  async changePassword(c, store) {
    const { account, session } = caller(c);
    const body = await readBody(c, 'changePassword', changePasswordBody);
    const runtime = c.get('runtime');
    if (!(await verifyPassword(body.currentPassword, account.passwordHash))) {
      throw badRequest('Validation failed', ['The current password is incorrect']);
    }
    if (body.newPassword === body.currentPassword) {
      throw badRequest('Validation failed', ['The new password must differ from the current one']);
    }
    const passwordHash = await hashPassword(body.newPassword, runtime.bytes, runtime.iterations);
    account.passwordHash = passwordHash;
    // Every other session is signed out; this one stays.
    store.sessions = store.sessions.filter((record) => record.accountId !== account.id || record.id === session.id);
    return c.json({ message: 'Password changed. Your other sessions have been signed out.' }, 200);
  },
};
