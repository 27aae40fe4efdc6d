/**
 * Tolerant readers of `location.state`: it comes from history (a reload, another version of the site,
 * a hand-made entry), so each reads only the shape it needs and ignores the rest.
 */
import type { AccountState, LoginState, PlansState, RedirectOrigin } from './route-table';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A plan id as navigation state may carry it: a positive integer (a numeric string is accepted too). */
export function readPlanId(state: unknown): number | undefined {
  if (!isRecord(state)) return undefined;
  const raw = state.planId;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** /login's state, field by field: what is malformed is left out. */
export function readLoginState(state: unknown): LoginState {
  if (!isRecord(state)) return {};
  const read: LoginState = {};
  const from = state.from as unknown;
  if (typeof from === 'string' || (isRecord(from) && typeof from.pathname === 'string')) {
    read.from = from as RedirectOrigin;
  }
  const planId = readPlanId(state);
  if (planId !== undefined) read.planId = planId;
  const created = state.accountCreated as unknown;
  if (isRecord(created) && typeof created.email === 'string') read.accountCreated = { email: created.email };
  return read;
}

/** The success message /account was opened with after a purchase, or null. */
export function readSuccessMessage(state: unknown): AccountState['successMessage'] | null {
  if (!isRecord(state)) return null;
  const { successMessage } = state;
  return typeof successMessage === 'string' && successMessage.trim() !== '' ? successMessage : null;
}

/** Why /plans was opened by checkout, or null. */
export function readPlansNotice(state: unknown): PlansState['notice'] | null {
  return isRecord(state) && state.notice === 'choose-plan' ? 'choose-plan' : null;
}
