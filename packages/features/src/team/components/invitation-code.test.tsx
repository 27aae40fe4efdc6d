import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFeature, setupSandboxServer } from '../../shared/testing/render';
import { TeamTab } from './team-tab';

const sandbox = setupSandboxServer();

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The sandbox's clock stands still here: the demo code expires 3 d 4 h 17 min later (seed.ts). */
const T0 = Date.UTC(2025, 6, 10, 9, 0, 0);
const DEMO_EXPIRY = T0 + 3 * DAY + 4 * HOUR + 17 * MINUTE;
const CODE = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/;

beforeEach(() => {
  // Fake timers that still move with real time, so the sandbox's promises and waitFor keep working.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Opens the dialog from the (first) 'Generate invitation code' button and waits for a code. */
async function openDialog() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(await screen.findByRole('button', { name: 'Generate invitation code' }, { timeout: 3000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Your invitation code' });
  const code = await within(dialog).findByText(CODE, {}, { timeout: 3000 });
  return { user, dialog, code: code.textContent ?? '' };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const countdownText = (dialog: HTMLElement) => within(dialog).getByRole('time').textContent;

describe('invitation code: countdown (docs/product.md §2, §9)', () => {
  it('shows d/h/m/s, rolls over at each unit boundary every second and shows Expired at zero', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['no-organization'], now: () => new Date(T0) });
    // The clock the countdown reads: set it, then let one 1-second tick happen.
    let clock = DEMO_EXPIRY - (DAY + SECOND);
    renderFeature(<TeamTab now={() => clock} />, { user: 'demo' });
    const { dialog } = await openDialog();
    const at = async (msLeft: number) => {
      clock = DEMO_EXPIRY - msLeft;
      await advance(SECOND);
    };

    expect(countdownText(dialog)).toBe('1d00h00m01s');
    await at(DAY);
    expect(countdownText(dialog)).toBe('1d00h00m00s');
    await at(DAY - SECOND);
    expect(countdownText(dialog)).toBe('0d23h59m59s');
    await at(HOUR);
    expect(countdownText(dialog)).toBe('0d01h00m00s');
    await at(HOUR - SECOND);
    expect(countdownText(dialog)).toBe('0d00h59m59s');
    await at(MINUTE);
    expect(countdownText(dialog)).toBe('0d00h01m00s');
    await at(MINUTE - SECOND);
    expect(countdownText(dialog)).toBe('0d00h00m59s');
    await at(SECOND);
    expect(countdownText(dialog)).toBe('0d00h00m01s');
    expect(within(dialog).queryByText('Expired')).toBeNull();

    await at(0);
    expect(within(dialog).queryByRole('time')).toBeNull();
    expect(within(dialog).getByText('Expired')).toBeVisible();
    expect(within(dialog).queryByText(CODE)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Generate new code' })).toBeEnabled();
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });

  it('counts in Japanese units', async () => {
    sandbox.use({ signedInAs: 'demo', now: () => new Date(T0) });
    renderFeature(<TeamTab now={() => T0} />, { user: 'demo', language: 'ja' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: '招待コードを発行' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'あなたの招待コード' });
    await within(dialog).findByText(CODE);
    expect(countdownText(dialog)).toBe('3日04時間17分00秒');
    expect(within(dialog).getByRole('button', { name: 'コードをコピー' })).toBeVisible();
  });
});

describe('invitation code: checks with the server (docs/product.md §4, §8, §9)', () => {
  it('asks the server again every 5 seconds while the dialog is open', async () => {
    const world = sandbox.use({ signedInAs: 'demo', now: () => new Date(T0) });
    renderFeature(<TeamTab now={() => T0} />, { user: 'demo' });
    await openDialog();
    const checks = () => world.runtime.stats.get('getInvitationCode') ?? 0;
    expect(checks()).toBe(1);
    await advance(5 * SECOND);
    await waitFor(() => expect(checks()).toBe(2));
    await advance(5 * SECOND);
    await waitFor(() => expect(checks()).toBe(3));
    await advance(5 * SECOND);
    await waitFor(() => expect(checks()).toBe(4));
    // Nothing was created: the code existed.
    expect(world.runtime.stats.get('createInvitationCode')).toBeUndefined();
  });

  it.each(['no-invitation-code', 'invitation-code-expired'] as const)(
    'creates a code when the first check answers not found (%s)',
    async (scenario) => {
      const world = sandbox.use({ signedInAs: 'demo', scenarios: [scenario], now: () => new Date(T0) });
      renderFeature(<TeamTab now={() => T0} />, { user: 'demo' });
      const { dialog, code } = await openDialog();
      expect(code).toMatch(CODE);
      expect(countdownText(dialog)).toBe('7d00h00m00s');
      expect(world.runtime.stats.get('getInvitationCode')).toBe(1);
      expect(world.runtime.stats.get('createInvitationCode')).toBe(1);
    },
  );

  it("flips to the expired state when a later check answers not found; 'Generate new code' makes a new one", async () => {
    const world = sandbox.use({ signedInAs: 'demo', now: () => new Date(T0) });
    renderFeature(<TeamTab now={() => T0} />, { user: 'demo' });
    const { dialog, code, user } = await openDialog();

    // An admin used the code meanwhile: the server no longer has a current one.
    const store = await world.store();
    const record = store.invitationCodes.find((candidate) => candidate.code === code);
    if (!record) throw new Error('the shown code is not in the sandbox');
    record.used = true;
    await advance(5 * SECOND);

    expect(await within(dialog).findByText('Expired')).toBeVisible();
    expect(within(dialog).getByText(/has expired or has been used/)).toBeVisible();
    expect(within(dialog).queryByText(code)).toBeNull();
    expect(world.runtime.stats.get('createInvitationCode')).toBeUndefined();

    await user.dblClick(within(dialog).getByRole('button', { name: 'Generate new code' }));
    const fresh = await within(dialog).findByText(CODE);
    expect(fresh.textContent).not.toBe(code);
    expect(world.runtime.stats.get('createInvitationCode')).toBe(1);
    expect(within(dialog).queryByText('Expired')).toBeNull();
    expect(countdownText(dialog)).toBe('7d00h00m00s');
  });

  it('only logs other failures of a check, and keeps showing the code', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const world = sandbox.use({ signedInAs: 'demo', now: () => new Date(T0) });
    renderFeature(<TeamTab now={() => T0} />, { user: 'demo' });
    const { dialog, code } = await openDialog();
    await world.runtime.setScenarios(['server-error'], ['getInvitationCode']);
    await advance(5 * SECOND);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[getInvitationCode \(500\)\]/), expect.anything()),
    );
    expect(within(dialog).getByText(code)).toBeVisible();
    expect(within(dialog).queryByText('Expired')).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the very first check fails for another reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const world = sandbox.use({
      signedInAs: 'demo',
      scenarios: ['server-error'],
      scenarioOperations: ['getInvitationCode'],
      now: () => new Date(T0),
    });
    renderFeature(<TeamTab now={() => T0} />, { user: 'demo' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Generate invitation code' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Your invitation code' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your invitation code could not be loaded.');
    expect(world.runtime.stats.get('createInvitationCode')).toBeUndefined();
    await world.runtime.setScenarios([]);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(CODE)).toBeVisible();
  });
});

describe('invitation code: no timer outlives the dialog', () => {
  it('stops checking and counting when the dialog closes, returns focus, and leaves no timer on unmount', async () => {
    const world = sandbox.use({ signedInAs: 'demo', now: () => new Date(T0) });
    const { unmount } = renderFeature(<TeamTab now={() => T0} />, { user: 'demo' });
    const { dialog, user } = await openDialog();
    const opener = screen.getByRole('button', { name: 'Generate invitation code', hidden: true });
    const footerClose = within(dialog)
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.dataset.slot !== 'dialog-close-button');
    if (!footerClose) throw new Error('no Close button in the footer');
    await user.click(footerClose);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    const checks = world.runtime.stats.get('getInvitationCode');
    await advance(20 * SECOND);
    expect(world.runtime.stats.get('getInvitationCode')).toBe(checks);

    unmount();
    // Past every cache's garbage-collection time (5 min): only an interval left behind (the 5-second
    // check, the 1-second countdown) would still be counted.
    await advance(10 * MINUTE);
    expect(vi.getTimerCount()).toBe(0);
  });
});
