import type { BillStanding } from '../../subscription';
import type { BillingAction, BillingStatusView } from './billing-status';

/**
 * What a history row offers: its status's action, unless the bill no longer asks for a payment (docs/product.md §4).
 * A bill settled by a later payment of the same description, or from a plan no longer held, offers no way to pay
 * (nothing is paid twice): only its invoice, and why.
 */
export type RowAction = BillingAction | { kind: 'settled'; url: string | null; reason: 'paid-later' | 'plan-ended' };

/** The trusted link of a view's action, whatever it is: the bill's invoice page. */
function linkOf(action: BillingAction): string | null {
  return action.kind === 'none' ? null : action.url;
}

export function rowAction(view: BillingStatusView, standing: BillStanding): RowAction {
  if (standing === 'paid-later' || standing === 'plan-ended') {
    return { kind: 'settled', url: linkOf(view.action), reason: standing };
  }
  return view.action;
}
