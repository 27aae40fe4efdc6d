import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature, setupSandboxServer } from '../../shared/testing/render';
import { FIXED_NOW, withUsage } from '../testing/story-data';
import { UsageTab } from './usage-tab';

const sandbox = setupSandboxServer();

/** The sandbox at FIXED_NOW (July 2025) with the known history; it records each usage query. */
function world(options: Parameters<typeof sandbox.use>[0] = {}) {
  const queries: string[] = [];
  const instance = sandbox.use({ signedInAs: 'demo', now: () => FIXED_NOW, customize: withUsage(), ...options });
  sandbox.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/v1/live/sessions') queries.push(url.search);
  });
  return { instance, queries };
}

const renderTab = () => renderFeature(<UsageTab now={FIXED_NOW} />, { user: 'demo', initialEntries: ['/account'] });
const picker = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, month: string, yearsBack = 0) {
  await user.click(picker(label));
  const popover = await screen.findByRole('dialog');
  for (let year = 0; year < yearsBack; year += 1) {
    await user.click(within(popover).getByRole('button', { name: 'Previous year' }));
  }
  await user.click(within(popover).getByRole('button', { name: month }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('UsageTab', () => {
  it('loads the default range once (the meter shares it) with the §7 query', async () => {
    const { queries } = world();
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Monthly breakdown' })).toBeInTheDocument();
    expect(queries).toEqual(['?startMonth=2&startYear=2025&endMonth=7&endYear=2025']);
  });

  it('applies a picked range with one request on a double click', async () => {
    const user = userEvent.setup();
    const { queries } = world();
    renderTab();
    await screen.findByRole('heading', { name: 'Monthly breakdown' });
    await pick(user, 'Start month', 'Dec', 1);
    await user.dblClick(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Showing December 2024 – July 2025')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'December 2024' })).toBeInTheDocument();
    expect(queries).toEqual([
      '?startMonth=2&startYear=2025&endMonth=7&endYear=2025',
      '?startMonth=12&startYear=2024&endMonth=7&endYear=2025',
    ]);
  });

  it('blocks an inverted range and resets to the default with a fresh load', async () => {
    const user = userEvent.setup();
    const { queries } = world();
    renderTab();
    await screen.findByRole('heading', { name: 'Monthly breakdown' });
    await pick(user, 'End month', 'Jan');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid range.');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(picker('End month')).toHaveAccessibleName('End month July 2025');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled());
    expect(queries).toHaveLength(2);
    expect(queries[1]).toBe(queries[0]);
  });

  it('turns a malformed answer into the error state with a retry', async () => {
    world({ scenarios: ['malformed-body'], scenarioOperations: ['getUsage'] });
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load usage data');
    expect(alert).toHaveTextContent(
      "We received an answer we couldn't read. Please try again; if it keeps happening, contact support.",
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
