import type { Session } from '@holostream/api';
import { sandboxFixtures } from '@holostream/sandbox';
import { describe, expect, it } from 'vitest';
import { currentFirst } from './sessions';

const { sessions } = sandboxFixtures({ user: 'demo' });

describe('currentFirst', () => {
  it('puts the current session first and keeps the order of the rest', () => {
    const others = sessions.filter((session) => !session.currentSession);
    const current = sessions.find((session) => session.currentSession);
    const shuffled = [others[1], current, others[0], others[2]] as Session[];
    expect(currentFirst(shuffled).map((session) => session.id)).toEqual([
      current?.id,
      others[1]?.id,
      others[0]?.id,
      others[2]?.id,
    ]);
  });

  it('leaves a list without a current session as it is', () => {
    const others = sessions.filter((session) => !session.currentSession);
    expect(currentFirst(others)).toEqual(others);
  });
});
