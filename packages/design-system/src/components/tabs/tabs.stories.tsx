import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

type TabsArgs = ComponentProps<typeof Tabs>;

const accountTabs = [
  ['general', 'General'],
  ['getting-started', 'Getting started'],
  ['team', 'Team'],
  ['usage', 'Usage'],
  ['billing', 'Billing'],
  ['security', 'Security'],
] as const;

const japaneseTabs = [
  ['general', '一般'],
  ['getting-started', 'はじめに'],
  ['team', 'チーム'],
  ['usage', '利用状況'],
  ['billing', '請求'],
  ['security', 'セキュリティ'],
] as const;

function AccountTabs({
  labels = accountTabs,
  listLabel = 'Account',
  ...args
}: TabsArgs & { labels?: typeof accountTabs | typeof japaneseTabs; listLabel?: string }) {
  return (
    <Tabs {...args}>
      <TabsList aria-label={listLabel}>
        {labels.map(([value, label]) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {labels.map(([value, label]) => (
        <TabsContent key={value} value={value} className="rounded-lg border border-border bg-card p-4 text-sm">
          {label}
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Design system/Tabs',
  parameters: { visual: { pictures: 'all' } },
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  tags: ['autodocs'],
  args: { defaultValue: 'general', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Legal">
        <TabsTrigger value="general">Privacy policy</TabsTrigger>
        <TabsTrigger value="terms">Terms of service</TabsTrigger>
      </TabsList>
      <TabsContent value="general">How we handle your personal information.</TabsContent>
      <TabsContent value="terms">The terms that apply when you use Holostream.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** legal.privacy / legal.terms: uncontrolled, starting on `defaultValue`; a click switches the panel. */
export const Uncontrolled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'Privacy policy' })).toHaveTextContent(
      'How we handle your personal information.',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Terms of service' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('terms');
    await expect(canvas.getByRole('tab', { name: 'Terms of service' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The terms that apply when you use Holostream.');
  },
};

/** account.tabs: the six account tabs; arrow keys, Home and End move and select. */
export const AccountArea: Story = {
  render: (args) => <AccountTabs {...args} />,
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Account' });
    await expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(accountTabs.map(([, label]) => label));
    await userEvent.click(canvas.getByRole('tab', { name: 'General' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Getting started' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Getting started' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('general');
  },
};

/** The app's side: the tab lives in the URL (`?tab=`; none for the default), as on /account. */
function ControlledExample(args: TabsArgs) {
  const [tab, setTab] = useState(args.value ?? 'general');
  return (
    <div className="flex flex-col gap-4">
      <p className="font-mono text-sm text-muted-foreground">
        URL: <output aria-label="URL">/account{tab === 'general' ? '' : `?tab=${tab}`}</output>
      </p>
      <AccountTabs
        {...args}
        value={tab}
        onValueChange={(value) => {
          setTab(value);
          args.onValueChange?.(value);
        }}
      />
    </div>
  );
}

/** Controlled with `value` / `onValueChange`; the fake URL shows what the app writes. */
export const Controlled: Story = {
  args: { defaultValue: undefined, value: 'usage' },
  render: (args) => <ControlledExample {...args} />,
  play: async ({ args, canvas }) => {
    const url = canvas.getByRole('status', { name: 'URL' });
    await expect(url).toHaveTextContent('/account?tab=usage');
    await expect(canvas.getByRole('tabpanel', { name: 'Usage' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('billing');
    await expect(url).toHaveTextContent('/account?tab=billing');
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    await expect(canvas.getByRole('tabpanel', { name: 'Billing' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'General' }));
    await expect(url).toHaveTextContent(/^\/account$/);
  },
};

/** Phone width: the six tabs stay on one line and the list scrolls sideways; a focused tab scrolls into view. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <AccountTabs {...args} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Account' });
    const tabs = within(list).getAllByRole('tab');
    await expect(new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size).toBe(1);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);

    await userEvent.click(canvas.getByRole('tab', { name: 'General' }));
    await userEvent.keyboard('{End}');
    const security = canvas.getByRole('tab', { name: 'Security' });
    await expect(security).toHaveFocus();
    await waitFor(() =>
      expect(security.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right),
    );
  },
};

/** Japanese labels at phone width. */
export const Japanese: Story = {
  globals: { locale: 'ja', viewport: { value: 'phone', isRotated: false } },
  render: (args) => <AccountTabs {...args} labels={japaneseTabs} listLabel="アカウント" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '請求' }));
    await expect(canvas.getByRole('tab', { name: '請求' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '請求' })).toBeVisible();
  },
};
