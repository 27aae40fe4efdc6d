import { describe, expect, it } from 'vitest';
import {
  hasStreamed,
  NO_SETUP_PROGRESS,
  parseSetupProgress,
  SETUP_STEPS,
  stepsDone,
  wholeUsageRange,
  withStep,
} from './setup-steps';

describe('the setup steps', () => {
  it('are five, the first stream ticked only by streaming time', () => {
    expect(SETUP_STEPS.map((step) => step.id)).toEqual(['plugin', 'iosApp', 'headsetApp', 'firstStream', 'unity']);
    expect(SETUP_STEPS.filter((step) => step.tickedBy === 'usage').map((step) => step.id)).toEqual(['firstStream']);
  });
});

describe('parseSetupProgress', () => {
  it('reads what was kept', () => {
    expect(parseSetupProgress({ ticked: ['plugin', 'unity'], hidden: true })).toEqual({
      ticked: ['plugin', 'unity'],
      hidden: true,
    });
  });

  it('drops unknown steps, repeats, and a first stream someone wrote in by hand', () => {
    expect(parseSetupProgress({ ticked: ['plugin', 'plugin', 'firstStream', 'teleport', 3] })).toEqual({
      ticked: ['plugin'],
      hidden: false,
    });
  });

  it('is nothing for what cannot be read', () => {
    expect(parseSetupProgress(null)).toBeUndefined();
    expect(parseSetupProgress('plugin')).toBeUndefined();
    expect(parseSetupProgress({ ticked: 'plugin' })).toEqual(NO_SETUP_PROGRESS);
  });
});

describe('withStep', () => {
  it('ticks once and unticks', () => {
    const ticked = withStep(withStep(NO_SETUP_PROGRESS, 'iosApp', true), 'iosApp', true);
    expect(ticked.ticked).toEqual(['iosApp']);
    expect(withStep(ticked, 'iosApp', false).ticked).toEqual([]);
  });

  it('keeps the card folded or not', () => {
    expect(withStep({ ticked: [], hidden: true }, 'unity', true)).toEqual({ ticked: ['unity'], hidden: true });
  });
});

describe('stepsDone', () => {
  const four = { ticked: ['plugin', 'iosApp', 'headsetApp', 'unity'] as const, hidden: false };

  it('counts the first stream only once streaming time is on record', () => {
    expect(stepsDone(four, 'streamed')).toBe(5);
    expect(stepsDone(four, 'not-yet')).toBe(4);
    expect(stepsDone(four, 'checking')).toBe(4);
    expect(stepsDone(four, 'failed')).toBe(4);
    expect(stepsDone(NO_SETUP_PROGRESS, 'not-yet')).toBe(0);
  });
});

describe('hasStreamed', () => {
  it('is any month with streaming time', () => {
    expect(hasStreamed([])).toBe(false);
    expect(hasStreamed([{ totalTime: 0 }, { totalTime: 0 }])).toBe(false);
    expect(hasStreamed([{ totalTime: 0 }, { totalTime: 1 }])).toBe(true);
  });
});

describe('wholeUsageRange', () => {
  it('runs from January 2020 to the month now falls in', () => {
    expect(wholeUsageRange(new Date(2026, 10, 28))).toEqual({ start: '2020-01', end: '2026-11' });
  });
});
