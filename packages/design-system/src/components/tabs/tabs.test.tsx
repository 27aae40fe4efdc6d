import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const tabs = [
  ['general', 'General'],
  ['team', 'Team'],
  ['billing', 'Billing'],
] as const;

function AccountTabs(props: { value?: string; defaultValue?: string; onValueChange?: (value: string) => void }) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Account">
        {tabs.map(([value, label]) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(([value, label]) => (
        <TabsContent key={value} value={value}>
          {label} settings
        </TabsContent>
      ))}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves between tabs with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<AccountTabs defaultValue="general" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Team' })).toHaveTextContent('Team settings');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveFocus();

    // Tab leaves the list for the active panel instead of visiting every tab.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'General' })).toHaveFocus();
  });

  it('reports changes and shows only the panel of the value it is given when controlled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<AccountTabs value="general" onValueChange={onValueChange} />);

    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(onValueChange).toHaveBeenCalledWith('billing');
    // The owner has not accepted the change yet, so General stays active.
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('General settings');

    rerender(<AccountTabs value="billing" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Billing settings');
    expect(screen.queryByText('General settings')).toBeNull();
  });

  it('follows state kept outside, as the app does with ?tab=', async () => {
    const user = userEvent.setup();
    function WithQuery() {
      const [tab, setTab] = useState('general');
      return (
        <>
          <output aria-label="Query">?tab={tab}</output>
          <AccountTabs value={tab} onValueChange={setTab} />
        </>
      );
    }
    render(<WithQuery />);
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    expect(screen.getByRole('status', { name: 'Query' })).toHaveTextContent('?tab=team');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Team settings');
  });

  it('skips a disabled tab with the arrow keys and ignores clicks on it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Tabs defaultValue="general" onValueChange={onValueChange}>
        <TabsList aria-label="Account">
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="team" disabled>
            Team
          </TabsTrigger>
          <TabsTrigger value="billing">Billing</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    const team = screen.getByRole('tab', { name: 'Team' });
    expect(team).toBeDisabled();
    await user.click(team);
    expect(onValueChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: 'General' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveFocus();
    expect(onValueChange).toHaveBeenCalledWith('billing');
  });
});
