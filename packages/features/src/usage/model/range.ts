import {
  createUsageRangeSchema,
  usageRangeToQuery,
  type UsageQuery,
  type UsageRange,
  validationMessages,
  type ValidationMessageKey,
} from '@holostream/api';

/** A range the person may apply (with its query of docs/product.md §7), or why not. */
export type RangeCheck =
  | { valid: true; query: Required<UsageQuery> }
  | {
      valid: false;
      /** The validation message key of the first problem (`validation.usageRange.*`). */
      reason: ValidationMessageKey;
    };

const FALLBACK_REASON: ValidationMessageKey = validationMessages.usageRangeRequired;

/**
 * docs/product.md §5: both months required, the start not after the end, within 2020-01 and the current month
 * (the month of `now`). The rules are the api package's schema; this only picks the first message.
 */
export function checkUsageRange(range: UsageRange, now: Date): RangeCheck {
  const result = createUsageRangeSchema(now).safeParse(range);
  if (result.success) return { valid: true, query: usageRangeToQuery(result.data) };
  const reason = result.error.issues[0]?.message ?? FALLBACK_REASON;
  return { valid: false, reason: reason as ValidationMessageKey };
}
