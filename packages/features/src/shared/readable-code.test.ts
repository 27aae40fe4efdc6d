import { describe, expect, it } from 'vitest';
import { readableCode } from './readable-code';

describe('readableCode', () => {
  it.each([
    ['ON_HOLD', 'On hold'],
    ['PENDING-REVIEW', 'Pending review'],
    ['paused', 'Paused'],
    ['partially_refunded', 'Partially refunded'],
  ])('reads %s as %s, never the raw code', (code, words) => {
    expect(readableCode(code)).toBe(words);
  });
});
