import { describe, expect, it } from 'vitest';
import { billNeedingAction } from './bill-needing-action';

const bill = (created: number, status: string) => ({ created, status });

describe('billNeedingAction', () => {
  it('is the newest bill requiring action after the last payment that went through', () => {
    const waiting = bill(300, 'requires_action');
    expect(billNeedingAction([bill(100, 'succeeded'), bill(200, 'requires_action'), waiting])).toBe(waiting);
  });

  it('is nothing once a later payment went through, or when no bill asks', () => {
    expect(billNeedingAction([bill(100, 'requires_action'), bill(200, 'succeeded')])).toBeUndefined();
    expect(billNeedingAction([bill(100, 'succeeded'), bill(200, 'requires_payment_method')])).toBeUndefined();
    expect(billNeedingAction([])).toBeUndefined();
  });

  it('counts a bill requiring action with no payment ever made', () => {
    expect(billNeedingAction([bill(100, 'requires_action')])).toEqual(bill(100, 'requires_action'));
  });
});
