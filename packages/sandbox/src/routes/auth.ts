/** Sign-in, registration, sign-out and password reset. */
import * as z from 'zod/mini';
import {
  emailFormSchema,
  emailSchema,
  loginFormSchema,
  passwordSchema,
  usernameSchema,
  validationMessages,
  type MessageResponse,
  type ResetTokenVerification,
  type SignupResponse,
} from '@holostream/api';
import { caller, createSession, loginResponse } from '../auth';
import { badRequest, conflict, unauthorized } from '../errors';
import { readBody, requestOrigin } from '../http';
import { hashPassword, unknownAccountHash, verifyPassword } from '../passwords';
import { toHex } from '../random';
import { RESET_TOKEN_LIFETIME_MS } from '../seed';
import { nextId, type SandboxStore } from '../store';
import { iso } from '../time';
import type { OperationHandlers } from './types';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function findAccountByEmail(store: SandboxStore, email: string) {
  return store.accounts.find((account) => sameEmail(account.email, email));
}

/** A reset token that can still be used, or undefined. */
function usableResetToken(store: SandboxStore, token: string, now: number) {
  const record = store.resetTokens.find((candidate) => candidate.token === token);
  return record && !record.used && record.expiresAt > now ? record : undefined;
}

const INVALID_RESET = 'Invalid or expired reset token';

// The sign-up and reset forms carry fields the API body does not (the repeated password, the terms).
const signupBody = z.object({ username: usernameSchema, email: emailSchema, password: passwordSchema });
const resetPasswordBody = z.object({
  token: z.string().check(z.minLength(1, validationMessages.resetTokenRequired), z.maxLength(512)),
  password: passwordSchema,
});

export const authHandlers: OperationHandlers<
  'login' | 'signup' | 'logout' | 'forgotPassword' | 'verifyResetToken' | 'resetPassword'
> = {
  async login(c, store) {
    const body = await readBody(c, 'login', loginFormSchema);
    const account = findAccountByEmail(store, body.email);
    const runtime = c.get('runtime');
    // Hash even for an unknown e-mail, so the answer time does not tell which e-mails have accounts.
    const valid = await verifyPassword(body.password, account?.passwordHash ?? unknownAccountHash(runtime.iterations));
    if (!account || !valid) throw unauthorized('Invalid email or password');
    const session = createSession(c, store, account);
    return c.json(loginResponse(account, session), 200);
  },

  async signup(c, store) {
    const body = await readBody(c, 'signup', signupBody);
    const runtime = c.get('runtime');
    if (store.accounts.some((account) => account.username.toLowerCase() === body.username.toLowerCase())) {
      throw conflict('Username already taken', ['This username is already taken']);
    }
    if (findAccountByEmail(store, body.email)) {
      throw conflict('Email already in use', ['An account with this e-mail already exists']);
    }
    const passwordHash = await hashPassword(body.password, runtime.bytes, runtime.iterations);
    // Checked again after the await: two sign-ups for one e-mail may race.
    if (findAccountByEmail(store, body.email)) throw conflict('Email already in use');
    const account = {
      id: nextId(store),
      username: body.username,
      email: body.email.trim(),
      passwordHash,
      createdAt: runtime.now(),
    };
    store.accounts.push(account);
    store.subscriptions[account.id] = [];
    if (runtime.scenarios().has('signup-without-token')) {
      return c.json({ message: 'Account created. Please sign in.' } satisfies SignupResponse, 201);
    }
    const session = createSession(c, store, account);
    return c.json(loginResponse(account, session) satisfies SignupResponse, 201);
  },

  logout(c, store) {
    const { session } = caller(c);
    store.sessions = store.sessions.filter((candidate) => candidate.id !== session.id);
    return c.json({ message: 'Signed out' } satisfies MessageResponse, 200);
  },

  async forgotPassword(c, store) {
    const body = await readBody(c, 'forgotPassword', emailFormSchema);
    const account = findAccountByEmail(store, body.email);
    const runtime = c.get('runtime');
    if (account) {
      const now = runtime.now();
      const token = toHex(runtime.bytes(32));
      // A new link replaces the previous ones.
      for (const record of store.resetTokens) if (record.accountId === account.id) record.used = true;
      store.resetTokens.push({ token, accountId: account.id, expiresAt: now + RESET_TOKEN_LIFETIME_MS, used: false });
      const link = `${requestOrigin(c)}/reset-password?token=${token}`;
      store.outbox.push({
        id: nextId(store),
        to: account.email,
        subject: 'Reset your Holostream password',
        text: `Hello ${account.username},\n\nOpen this link to choose a new password (valid for 1 hour, until ${iso(now + RESET_TOKEN_LIFETIME_MS)}):\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
        link,
        sentAt: now,
      });
      runtime.log(`[sandbox] Password reset e-mail to ${account.email}: ${link}`);
    }
    // The same answer either way, so the form does not reveal which e-mails have accounts.
    return c.json({ message: 'If an account exists for this e-mail, a reset link has been sent.' }, 200);
  },

  verifyResetToken(c, store) {
    const token = c.req.param('token') ?? '';
    if (token.length < 1 || token.length > 512) throw badRequest('Validation failed', ['The reset token is not valid']);
    const record = usableResetToken(store, token, c.get('runtime').now());
    const account = record && store.accounts.find((candidate) => candidate.id === record.accountId);
    const answer: ResetTokenVerification = account
      ? { valid: true, email: account.email, message: 'Token is valid' }
      : { valid: false, message: INVALID_RESET };
    return c.json(answer, 200);
  },

  async resetPassword(c, store) {
    const body = await readBody(c, 'resetPassword', resetPasswordBody);
    const runtime = c.get('runtime');
    const record = usableResetToken(store, body.token, runtime.now());
    const account = record && store.accounts.find((candidate) => candidate.id === record.accountId);
    if (!record || !account) throw badRequest(INVALID_RESET);
    const passwordHash = await hashPassword(body.password, runtime.bytes, runtime.iterations);
    // The token may have been used by a parallel request while hashing.
    if (record.used) throw badRequest(INVALID_RESET);
    record.used = true;
    account.passwordHash = passwordHash;
    // A reset signs every session out: whoever knew the old password is out.
    store.sessions = store.sessions.filter((session) => session.accountId !== account.id);
    return c.json({ message: 'Your password has been reset. Sign in with the new password.' }, 200);
  },
};
