import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';
import { splitDuration, useCountdown } from './use-countdown';

const SECOND = 1000;
const DAY = 86_400 * SECOND;
const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const labels = { days: 'd', hours: 'h', minutes: 'm', seconds: 's' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const tick = (ms = SECOND) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('splitDuration', () => {
  it('splits into whole units', () => {
    expect(splitDuration(DAY + 2 * 3600_000 + 3 * 60_000 + 4 * SECOND)).toMatchObject({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
      expired: false,
    });
    expect(splitDuration(61 * SECOND)).toMatchObject({ days: 0, hours: 0, minutes: 1, seconds: 1 });
  });

  it('rounds a part second up and never goes below zero', () => {
    expect(splitDuration(500)).toMatchObject({ seconds: 1, expired: false, totalMs: 500 });
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, expired: true, totalMs: 0 });
  });
});

describe('useCountdown', () => {
  it('goes from 1 d 0 h 0 m 0 s to 0 d 23 h 59 m 59 s after a second', () => {
    const { result } = renderHook(() => useCountdown(START + DAY));
    expect(result.current).toMatchObject({ days: 1, hours: 0, minutes: 0, seconds: 0, expired: false });
    tick();
    expect(result.current).toMatchObject({ days: 0, hours: 23, minutes: 59, seconds: 59, expired: false });
    expect(result.current.totalMs).toBe(DAY - SECOND);
  });

  it('goes from 61 s to 1 m 1 s, then 1 m 0 s, then 59 s', () => {
    const { result } = renderHook(() => useCountdown(new Date(START + 61 * SECOND)));
    expect(result.current).toMatchObject({ minutes: 1, seconds: 1 });
    tick();
    expect(result.current).toMatchObject({ minutes: 1, seconds: 0 });
    tick();
    expect(result.current).toMatchObject({ minutes: 0, seconds: 59 });
  });

  it('stops its interval once expired', () => {
    const { result } = renderHook(() => useCountdown(START + 2 * SECOND));
    expect(vi.getTimerCount()).toBe(1);
    tick(2 * SECOND);
    expect(result.current.expired).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the injected clock', () => {
    let clock = 0;
    const { result } = renderHook(() => useCountdown(10 * SECOND, { now: () => clock }));
    expect(result.current.seconds).toBe(10);
    clock = 4 * SECOND;
    tick(SECOND);
    expect(result.current.seconds).toBe(6);
  });

  it('starts again when given a later expiry', () => {
    const { result, rerender } = renderHook(({ at }) => useCountdown(at), { initialProps: { at: START - SECOND } });
    expect(result.current.expired).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    rerender({ at: START + 10 * SECOND });
    expect(result.current.expired).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
  });
});

describe('Countdown', () => {
  it('shows the units in a <time> with an ISO duration that is not a live region', () => {
    render(<Countdown expiresAt={START + DAY + 61 * SECOND} labels={labels} expiredLabel="Expired" />);
    const time = document.querySelector('time');
    expect(time).toHaveAttribute('dateTime', 'P1DT0H1M1S');
    expect(time).toHaveAttribute('aria-live', 'off');
    expect(time).toHaveTextContent('1d00h01m01s');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    tick();
    expect(time).toHaveAttribute('dateTime', 'P1DT0H1M0S');
    expect(time).toHaveTextContent('1d00h01m00s');
  });

  it('shows the expired label at zero, announces it, and calls onExpire once', () => {
    const onExpire = vi.fn();
    render(<Countdown expiresAt={START + 2 * SECOND} labels={labels} expiredLabel="Expired" onExpire={onExpire} />);
    tick();
    expect(onExpire).not.toHaveBeenCalled();
    expect(screen.queryByText('Expired')).toBeNull();
    tick();
    expect(screen.getByRole('status')).toHaveTextContent('Expired');
    expect(document.querySelector('time')).toBeNull();
    tick(10 * SECOND);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('is expired at once when the moment has already passed', () => {
    const onExpire = vi.fn();
    render(<Countdown expiresAt={START - DAY} labels={labels} expiredLabel="Expired" onExpire={onExpire} />);
    expect(screen.getByRole('status')).toHaveTextContent('Expired');
    expect(onExpire).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no interval behind after unmount', () => {
    const { unmount } = render(<Countdown expiresAt={START + DAY} labels={labels} expiredLabel="Expired" />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders Japanese unit labels as given', () => {
    render(
      <Countdown
        expiresAt={START + 2 * DAY + 3 * 3600_000}
        labels={{ days: '日', hours: '時間', minutes: '分', seconds: '秒' }}
        expiredLabel="期限切れ"
      />,
    );
    expect(document.querySelector('time')).toHaveTextContent('2日03時間00分00秒');
  });
});
