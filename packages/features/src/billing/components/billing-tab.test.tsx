import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SANDBOX_TOKENS } from '@holostream/sandbox';
import { renderFeature, setupSandboxServer, TEST_BASE_URL } from '../../shared/testing/render';
import { CARDS, expiryMonth, fillCard, withSavedCard } from '../testing/story-helpers';
import { BillingTab } from './billing-tab';

const sandbox = setupSandboxServer();

const renderTab = (language: 'en' | 'ja' = 'en') =>
  renderFeature(<BillingTab />, { user: 'demo', initialEntries: ['/account?tab=billing'], language });

/** The payment-method card (the Card around the 'Payment method' heading). */
async function methodCard() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Payment method' });
  return within(heading.closest('[data-slot="card"]') as HTMLElement);
}

/** The history table (jsdom applies no CSS, so the phone cards are in the tree too: scope to the table). */
async function historyTable() {
  return within(await screen.findByRole('table', { name: 'Billing history' }));
}

describe('BillingTab', () => {
  it('shows the saved card: brand, last four, expiry, added date and Update card', async () => {
    sandbox.use({ signedInAs: 'demo' });
    renderTab();
    const card = await methodCard();
    expect(await card.findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(card.getByText(`Expires 12/${new Date().getFullYear() + 3}`)).toBeInTheDocument();
    expect(card.getByText(/^Added on /)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Update card' })).toBeEnabled();
    expect(card.queryByRole('alert')).toBeNull();
  });

  it('warns on the card when it expires this month', async () => {
    sandbox.use({ signedInAs: 'demo', customize: withSavedCard(expiryMonth(0)) });
    renderTab();
    const card = await methodCard();
    await card.findByText('Visa ending in 4242');
    expect(card.getByRole('status')).toHaveTextContent('Your card expires this month');
  });

  it('shows the no-payment-method card on a 404', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['no-payment-method'] });
    renderTab();
    const card = await methodCard();
    expect(await card.findByRole('heading', { name: 'No payment method' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Add card' })).toBeEnabled();
  });

  it('shows an error with a retry, not the no-method card, when the method fails otherwise', async () => {
    const world = sandbox.use({
      signedInAs: 'demo',
      scenarios: ['server-error'],
      scenarioOperations: ['getPaymentMethod'],
    });
    renderTab();
    const card = await methodCard();
    expect(await card.findByRole('alert')).toHaveTextContent("We couldn't load your payment method");
    expect(card.queryByRole('button', { name: 'Add card' })).toBeNull();
    await world.runtime.setScenarios([]);
    await userEvent.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText('Visa ending in 4242')).toBeInTheDocument();
  });

  it('lists the history newest first with amounts, statuses and actions', async () => {
    sandbox.use({ signedInAs: 'demo' });
    renderTab();
    const table = await historyTable();
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(9);
    const times = rows.map((row) => Date.parse(row.querySelector('time')?.getAttribute('datetime') ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(within(rows[0] as HTMLElement).getByText('15.00 USD')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Processing')).toHaveAttribute('data-tone', 'blue');
    expect(table.getAllByText('Succeeded')[0]).toHaveAttribute('data-tone', 'green');
    expect(table.getByText('Action Required')).toHaveAttribute('data-tone', 'amber');
    expect(table.getByText('Payment Failed')).toHaveAttribute('data-tone', 'amber');
    expect(table.getByText('Canceled')).toHaveAttribute('data-tone', 'grey');
    expect(table.getAllByRole('link', { name: /^View invoice/ })[0]).toHaveAttribute('target', '_blank');
    // The demo world's failed bills were each paid by a later bill of the same description: nothing to pay twice.
    expect(table.getAllByText('Settled by a later payment')).toHaveLength(2);
    expect(table.queryByRole('link', { name: /^Complete payment/ })).toBeNull();
    expect(table.queryByRole('button', { name: /^Use a different card/ })).toBeNull();
    expect(table.queryByRole('link', { name: /^Pay this bill/ })).toBeNull();
  });

  it('offers the ways to pay a failed bill still waiting, and none once the plan it was for has ended', async () => {
    const world = sandbox.use({ signedInAs: 'demo', scenarios: ['payment-failed'] });
    const { unmount } = renderTab();
    const table = await historyTable();
    expect(table.getByRole('button', { name: /^Use a different card/ })).toBeEnabled();
    expect(table.getByRole('link', { name: /^Pay this bill/ })).toHaveAttribute('target', '_blank');
    unmount();
    // Cancelled at once after the failed payment: the account is on the free plan, the bill no longer due.
    const cancel = await world.fetch(
      new Request(`${TEST_BASE_URL}/v1/subscription`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${SANDBOX_TOKENS.demo}` },
      }),
    );
    expect(cancel.ok).toBe(true);
    renderTab();
    const after = await historyTable();
    await after.findByText('Nothing to pay: that plan has ended');
    expect(after.queryByRole('button', { name: /^Use a different card/ })).toBeNull();
    expect(after.queryByRole('link', { name: /^Pay this bill/ })).toBeNull();
  });

  it('shows the empty history', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['no-billing-history'] });
    renderTab();
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('updates the card: one request on a double click, the new card, a message, focus back', async () => {
    const world = sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    renderTab();
    const card = await methodCard();
    const update = await card.findByRole('button', { name: 'Update card' });
    await user.click(update);
    const dialog = within(await screen.findByRole('dialog', { name: 'Update card' }));
    await user.type(dialog.getByLabelText(/^Cardholder name/), 'Demo User');
    await fillCard(user, dialog, CARDS.mastercard);
    await user.dblClick(dialog.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card.getByText('Mastercard ending in 4444')).toBeInTheDocument();
    expect(screen.getByText('Your card was saved')).toBeInTheDocument();
    expect(update).toHaveFocus();
    expect(world.runtime.stats.get('savePaymentMethod')).toBe(1);
  });

  it('keeps the dialog open with what was typed when the card is declined', async () => {
    sandbox.use({ signedInAs: 'demo' });
    const user = userEvent.setup();
    renderTab();
    await user.click(await (await methodCard()).findByRole('button', { name: 'Update card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update card' }));
    await user.type(dialog.getByLabelText(/^Cardholder name/), 'Demo User');
    await fillCard(user, dialog, CARDS.declined);
    await user.click(dialog.getByRole('button', { name: 'Save card' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent("Your card couldn't be saved");
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(dialog.getByLabelText(/^Cardholder name/)).toHaveValue('Demo User');
    expect(dialog.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  });

  it("opens the card dialog from a failed payment's 'Use a different card'", async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['payment-failed'] });
    const user = userEvent.setup();
    renderTab();
    const use = (await historyTable()).getByRole('button', { name: /^Use a different card/ });
    await user.click(use);
    expect(await screen.findByRole('dialog', { name: 'Update card' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(use).toHaveFocus();
  });

  it('speaks Japanese', async () => {
    sandbox.use({ signedInAs: 'demo', scenarios: ['no-payment-method'] });
    renderTab('ja');
    expect(await screen.findByRole('heading', { name: 'お支払い方法が登録されていません' })).toBeInTheDocument();
    // One in the payment-method card, one in the next payment's 'add one before' line.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'カードを登録' })).toHaveLength(2));
    expect(await screen.findByRole('table', { name: '請求履歴' })).toBeInTheDocument();
  });
});
