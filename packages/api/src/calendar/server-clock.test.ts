import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, onServerClockChange, resetServerClock, serverClockOffset, serverNow } from './server-clock';

afterEach(() => resetServerClock());

describe('the server clock', () => {
  it('is the device clock until an answer says otherwise, and when they agree within half a minute', () => {
    const device = Date.parse('2026-11-30T15:30:00Z');
    noteServerDate('Mon, 30 Nov 2026 15:30:20 GMT', device);
    expect(serverClockOffset()).toBe(0);
    noteServerDate(null, device);
    noteServerDate('not a date', device);
    expect(serverClockOffset()).toBe(0);
  });

  it("follows an answer's Date when the device is a day ahead, and says so once", () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-01T15:30:00Z') });
    const changed = vi.fn();
    const stop = onServerClockChange(changed);
    noteServerDate('Mon, 30 Nov 2026 15:30:00 GMT');
    noteServerDate('Mon, 30 Nov 2026 15:30:01 GMT');
    expect(serverNow().toISOString()).toBe('2026-11-30T15:30:00.500Z');
    expect(changed).toHaveBeenCalledOnce();
    stop();
    vi.useRealTimers();
  });
});
