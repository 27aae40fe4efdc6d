import { SANDBOX_ACCOUNTS } from '@holostream/sandbox';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature, setupSandboxServer } from '../../shared/testing/render';
import { FeedbackScreen } from './feedback-screen';

const sandbox = setupSandboxServer();

function renderScreen(language: 'en' | 'ja' = 'en') {
  return renderFeature(<FeedbackScreen />, { user: 'demo', initialEntries: ['/feedback'], language });
}

const titleField = () => screen.getByRole('textbox', { name: 'Title' });
const messageField = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

/** Pastes the title and the message (typing long text key by key is slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, title: string, message: string) {
  await user.click(titleField());
  await user.paste(title);
  await user.click(messageField());
  await user.paste(message);
}

/** The feedback the sandbox stored for the demo account. */
async function storedFeedback(world: ReturnType<typeof sandbox.use>) {
  const store = await world.store();
  const demo = store.accounts.find((account) => account.username === SANDBOX_ACCOUNTS.demo.username);
  return store.feedback
    .filter((item) => item.accountId === demo?.id)
    .map(({ categoryId, title, body }) => ({ categoryId, title, body }));
}

// jsdom renders the Radix parts slowly on a busy machine: room beyond the 5 s default.
describe('FeedbackScreen', { timeout: 15_000 }, () => {
  it('starts on general feedback with empty counters and Send disabled', () => {
    sandbox.use({ signedInAs: 'demo' });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Send feedback' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('General feedback');
    expect(titleField()).toHaveAccessibleDescription('0 of 255 characters');
    expect(messageField()).toHaveAccessibleDescription('0 of 5000 characters');
    expect(sendButton()).toBeDisabled();
  });

  it('keeps Send disabled while the title or the message is blank after trimming', async () => {
    sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    renderScreen();
    await user.type(titleField(), '   ');
    await user.type(messageField(), 'Body');
    expect(sendButton()).toBeDisabled();
    expect(titleField()).toHaveAccessibleDescription('Title is required 3 of 255 characters');
    await user.type(titleField(), 'x');
    expect(sendButton()).toBeEnabled();
    await user.clear(messageField());
    expect(sendButton()).toBeDisabled();
  });

  it('sends the trimmed title and message with the category, then thanks and returns to /account', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    renderScreen();
    await fill(user, '  Crash on start  ', '   It crashes when I tap Go live.   ');
    await user.click(sendButton());

    const dialog = await screen.findByRole('alertdialog', { name: 'Thank you for your feedback!' });
    expect(await storedFeedback(world)).toEqual([
      { categoryId: 4, title: 'Crash on start', body: 'It crashes when I tap Go live.' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Back to account' }));
    expect(await screen.findByRole('heading', { name: '/account' })).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
  });

  it('sends one request on a double click', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    renderScreen();
    await fill(user, 'Twice', 'Clicked twice');
    await user.dblClick(sendButton());
    await screen.findByRole('alertdialog', { name: 'Thank you for your feedback!' });
    expect(world.runtime.stats.get('sendFeedback')).toBe(1);
    expect(await storedFeedback(world)).toHaveLength(1);
  });

  it('shows Sending… and keeps the fields read-only while the request runs', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['slow'], delayMs: 'infinite' });
    const user = userEvent.setup();
    renderScreen();
    await fill(user, 'Slow', 'Still sending');
    await user.click(sendButton());
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    expect(titleField()).toHaveAttribute('readonly');
    expect(messageField()).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeDisabled();
  });

  it("says 'sending too quickly' on a 429", async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['feedback-rate-limited'] });
    const user = userEvent.setup();
    renderScreen();
    await fill(user, 'Again', 'And again');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You're sending feedback too quickly. Please wait a moment before trying again.",
    );
    expect(sendButton()).toBeEnabled();
  });

  it("hits the server's own limit (here one message a minute)", async () => {
    sandbox.use({ signedInAs: 'demo', feedbackRateLimit: { max: 1, windowMs: 60_000 } });
    const user = userEvent.setup();
    const { unmount } = renderScreen();
    await fill(user, 'First', 'One');
    await user.click(sendButton());
    await screen.findByRole('alertdialog');
    unmount();
    renderScreen();
    await fill(user, 'Second', 'Two');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent("You're sending feedback too quickly.");
  });

  it('shows the rate-limit text in Japanese', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['feedback-rate-limited'] });
    const user = userEvent.setup();
    renderScreen('ja');
    await user.type(screen.getByRole('textbox', { name: '件名' }), '件名');
    await user.type(screen.getByRole('textbox', { name: 'メッセージ' }), '本文');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'フィードバックの送信間隔が短すぎます。しばらく待ってからもう一度お試しください。',
    );
  });

  it("shows another error's message, and editing any field clears it", async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['server-error'] });
    const user = userEvent.setup();
    renderScreen();
    await fill(user, 'Broken', 'Server down');
    await user.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a few minutes.');
    // Send was disabled while busy; focus goes to the message, not to <body>.
    await waitFor(() => expect(alert).toHaveFocus());
    await user.type(messageField(), '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(messageField()).toHaveValue('Server down!');
  });

  it("falls back to 'Failed to submit feedback' when the error has no message", async () => {
    sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    const { client } = renderScreen();
    vi.spyOn(client, 'POST').mockRejectedValueOnce(new Error(''));
    await fill(user, 'Quiet', 'No message');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit feedback');
  });

  it('shows too long next to the field, keeps every character and sends nothing', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    renderScreen();
    await user.click(titleField());
    await user.paste('t'.repeat(256));
    await user.click(messageField());
    await user.paste('m'.repeat(5001));
    expect(titleField()).toHaveValue('t'.repeat(256));
    expect(messageField()).toHaveValue('m'.repeat(5001));
    expect(titleField()).toHaveAccessibleDescription('Title must be 255 characters or fewer 256 of 255 characters');
    expect(messageField()).toHaveAccessibleDescription(
      'Message must be 5000 characters or fewer 5001 of 5000 characters',
    );
    expect(titleField()).toBeInvalid();

    await user.click(sendButton());
    expect(titleField()).toHaveFocus();
    await waitFor(() => expect(world.runtime.stats.get('sendFeedback')).toBeUndefined());
  });

  it('goes to /account on Cancel', async () => {
    sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: '/account' })).toBeInTheDocument();
  });
});
