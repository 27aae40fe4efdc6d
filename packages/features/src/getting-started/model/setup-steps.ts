import { toMonthValue, USAGE_RANGE_MIN_MONTH, type UsageRange } from '@holostream/api';
import type { GuideSection } from './sections';

/**
 * How a step of the setup gets its tick: `hand` by the person only, `download` also by itself after a successful
 * download here, `usage` by itself only, from streaming time on record (never by hand).
 */
type TickedBy = 'hand' | 'download' | 'usage';

/** The five steps of the setup, in the order a newcomer takes them; each links to its guide section. */
export const SETUP_STEPS = [
  { id: 'plugin', section: 'unity-plugin', tickedBy: 'download' },
  { id: 'iosApp', section: 'ios-app', tickedBy: 'hand' },
  { id: 'headsetApp', section: 'oculus-app', tickedBy: 'download' },
  { id: 'firstStream', section: 'start-livestream', tickedBy: 'usage' },
  { id: 'unity', section: 'connect-unity', tickedBy: 'hand' },
] as const satisfies readonly { id: string; section: GuideSection; tickedBy: TickedBy }[];

export type SetupStepId = (typeof SETUP_STEPS)[number]['id'];
/** The steps a person may tick (all but the first stream, which only streaming time ticks). */
export type TickableStepId = Exclude<SetupStepId, 'firstStream'>;

/** What is kept for a person: the steps they (or a download) ticked, and whether the card is folded away. */
export interface SetupProgress {
  ticked: readonly TickableStepId[];
  hidden: boolean;
}

export const NO_SETUP_PROGRESS: SetupProgress = { ticked: [], hidden: false };

const TICKABLE: readonly string[] = SETUP_STEPS.filter((step) => step.tickedBy !== 'usage').map((step) => step.id);
const isTickable = (value: unknown): value is TickableStepId => typeof value === 'string' && TICKABLE.includes(value);

/** Reads what was kept; steps this version does not know are dropped, anything unreadable is nothing. */
export function parseSetupProgress(kept: unknown): SetupProgress | undefined {
  if (typeof kept !== 'object' || kept === null) return undefined;
  const { ticked, hidden } = kept as Record<string, unknown>;
  return {
    ticked: Array.isArray(ticked) ? [...new Set(ticked.filter(isTickable))] : [],
    hidden: hidden === true,
  };
}

/** Ticks or unticks one step. */
export function withStep(progress: SetupProgress, step: TickableStepId, done: boolean): SetupProgress {
  const others = progress.ticked.filter((id) => id !== step);
  return { ...progress, ticked: done ? [...others, step] : others };
}

/** What the record says about a first stream: unknown while loading, or when it could not be read. */
export type FirstStream = 'checking' | 'failed' | 'streamed' | 'not-yet';

/** Every month the usage record can hold: from its first month to the one `now` falls in. */
export const wholeUsageRange = (now: Date): UsageRange => ({ start: USAGE_RANGE_MIN_MONTH, end: toMonthValue(now) });

/** Streaming time in any month counts as a first stream. */
export const hasStreamed = (records: readonly { totalTime: number }[]) =>
  records.some((record) => record.totalTime > 0);

/** How many of the five steps are done. */
export function stepsDone(progress: SetupProgress, firstStream: FirstStream): number {
  return progress.ticked.length + (firstStream === 'streamed' ? 1 : 0);
}
