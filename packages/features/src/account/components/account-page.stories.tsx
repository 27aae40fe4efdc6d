import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy } from 'react';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { AccountTabDefinition } from '../../shared/account-tab';
import { defineTexts } from '../../shared/i18n/texts';
import { AccountPage } from './account-page';

/** Stand-ins for the tabs the app lists, each named in its own words as the features declare them. */
const names = defineTexts('accountPageStory', {
  en: {
    general: 'General',
    'getting-started': 'Getting started',
    team: 'Team',
    usage: 'Usage',
    billing: 'Billing',
    security: 'Security',
  },
  ja: {
    general: '概要',
    'getting-started': 'はじめに',
    team: 'チーム',
    usage: '利用状況',
    billing: 'お支払い',
    security: 'セキュリティ',
  },
});
const tabs: AccountTabDefinition[] = Object.keys(names.words.en).map((name) => ({ name, texts: names, label: name }));

/** Prints where the router is, so a story can check `?tab=` (the panels are stand-ins). */
function Location() {
  const location = useLocation();
  return <output aria-label="Current URL">{`${location.pathname}${location.search}`}</output>;
}

const panels = Object.fromEntries(tabs.map(({ name }) => [name, <p key={name}>{`Panel: ${name}`}</p>]));

const meta = {
  // The layout changes at phone width: every story is checked there too (.storybook/responsive).
  tags: ['autodocs', 'responsive'],
  title: 'Features/Account/AccountPage',
  component: AccountPage,
  args: { tabs, panels },
  parameters: {
    visual: { pictures: ['Tabs', 'JapanesePhone'] },
    router: { initialEntries: ['/account'] },
  },
  render: (args) => (
    <>
      <AccountPage {...args} />
      <Location />
    </>
  ),
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** account.tabs: general by default, without a query; the tabs in order. */
export const Tabs: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(Object.values(names.words.en));
    await expect(canvas.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
    await expect(canvas.getByText('Panel: general')).toBeVisible();
    await expect(canvas.getByLabelText('Current URL')).toHaveTextContent(/^\/account$/);
  },
};

/** account.tabs: choosing a tab puts it in `?tab=`; general removes it again. */
export const ChooseTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }));
    await expect(await canvas.findByText('Panel: billing')).toBeVisible();
    await expect(canvas.getByLabelText('Current URL')).toHaveTextContent('/account?tab=billing');
    await userEvent.click(canvas.getByRole('tab', { name: 'General' }));
    await waitFor(() => expect(canvas.getByLabelText('Current URL')).toHaveTextContent(/^\/account$/));
  },
};

/** account.tabs: a deep link opens its tab. */
export const DeepLink: Story = {
  parameters: { router: { initialEntries: ['/account?tab=security'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
    await expect(canvas.getByText('Panel: security')).toBeVisible();
  },
};

/** account.tabs: an unknown value is ignored (general opens). */
export const UnknownTab: Story = {
  parameters: { router: { initialEntries: ['/account?tab=invoices'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
    await expect(canvas.getByText('Panel: general')).toBeVisible();
  },
};

/** account.tabs: the arrow keys move between tabs and open them. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'General' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Getting started' })).toHaveFocus();
    await expect(await canvas.findByText('Panel: getting-started')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveFocus();
    await expect(await canvas.findByText('Panel: security')).toBeVisible();
  },
};

/** The tabs in Japanese at phone width: the list wraps onto a second row, every tab in view. */
export const JapanesePhone: Story = {
  globals: { locale: 'ja', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'アカウント' })).toBeVisible();
    await expect(canvas.getByRole('tablist', { name: 'アカウントのセクション' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '概要', selected: true })).toBeVisible();
  },
};

/** A panel whose code never comes (`React.lazy`), for the state below. */
const Coming = lazy(() => new Promise<never>(() => undefined));

/** account.tab-loading: a tab whose code has not come yet shows a spinner, named for a screen reader. */
export const TabCodeLoading: Story = {
  args: { panels: { ...panels, general: <Coming /> } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading this section' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
  },
};
