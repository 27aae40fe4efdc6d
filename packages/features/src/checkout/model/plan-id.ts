const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The plan id checkout was opened with (`location.state.planId`): a positive integer, or a numeric string. */
export function readPlanId(state: unknown): number | undefined {
  if (!isRecord(state)) return undefined;
  const raw = state.planId;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Where checkout goes: the plans page when it cannot sell the plan, the account page when done. */
export const PLANS_PATH = '/plans';
export const ACCOUNT_PATH = '/account';
export const COMMERCIAL_DISCLOSURE_PATH = '/commercial-disclosure';

/** The navigation state the account page receives after a purchase. */
export interface CheckoutSuccessState {
  successMessage: string;
}
