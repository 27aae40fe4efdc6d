import { useUsage } from '../../shared/api/usage';
import { useKeptForPerson } from '../../shared/kept-for-person';
import {
  hasStreamed,
  NO_SETUP_PROGRESS,
  parseSetupProgress,
  wholeUsageRange,
  withStep,
  type FirstStream,
  type SetupProgress,
  type TickableStepId,
} from '../model/setup-steps';
import { useServerNow } from '../../shared/use-server-now';

export interface SetupState {
  progress: SetupProgress;
  firstStream: FirstStream;
  /** Ticks or unticks a step; kept for the person across reloads. */
  setStep: (step: TickableStepId, done: boolean) => void;
  /** Folds the card away, or brings it back. */
  setHidden: (hidden: boolean) => void;
}

/** The setup checklist's state: the ticks kept for the person, and a first stream read from the usage record. */
export function useSetupProgress(): SetupState {
  const [progress, keep] = useKeptForPerson('setup', parseSetupProgress, NO_SETUP_PROGRESS);
  const range = wholeUsageRange(useServerNow());
  const usage = useUsage(range);

  const firstStream: FirstStream = usage.data
    ? hasStreamed(usage.data)
      ? 'streamed'
      : 'not-yet'
    : usage.isError
      ? 'failed'
      : 'checking';

  return {
    progress,
    firstStream,
    // A download ticks its step a while after the render that began it: each change applies to what is kept now.
    setStep: (step, done) => keep((kept) => withStep(kept, step, done)),
    setHidden: (hidden) => keep((kept) => ({ ...kept, hidden })),
  };
}
