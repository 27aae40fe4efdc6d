import { withAuth } from '@holostream/features/auth/testing';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import en from '../locales/en.json';
import ja from '../locales/ja.json';
import { animationsDone, DEMO_USER, signedInSandbox, viewports, withVisitorMarks } from '../test/story-helpers';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Site/Shell/Header',
  tags: ['responsive'],
  component: SiteHeader,
  decorators: [withVisitorMarks, withAuth],
  parameters: {
    visual: { pictures: 'all' },
    layout: 'fullscreen',
    router: { initialEntries: ['/about'] },
  },
  globals: viewports.desktop,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

// Every play function reads its text from the story's language (`globals.locale`), so each
// `…Japanese` story (the same story with `locale: 'ja'`) runs the same checks against the Japanese copy.

/** The `site` translations of the story's language. */
const siteCopy = ({ globals }: Pick<StoryContext, 'globals'>): typeof en => (globals.locale === 'ja' ? ja : en);

const banner = (canvas: ReturnType<typeof within>) => canvas.getByRole('banner');
const navLabels = (copy: typeof en) => [copy.nav.home, copy.nav.about, copy.nav.pricing, copy.nav.contact];
/** The toggle reads the other language's name, then (for screen readers) what it does. */
const languageToggle = (copy: typeof en) => `${copy.language.toggle} ${copy.language.switch}`;

/** shell.header.signed-out: logo, the four links (current page marked), language toggle, log in + sign up. */
export const SignedOut: Story = {
  name: 'shell.header.signed-out',
  play: async ({ canvas, globals }) => {
    const copy = siteCopy({ globals });
    const header = within(banner(canvas));
    await expect(header.getByRole('link', { name: copy.header.homeLink })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: copy.nav.label });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(navLabels(copy));
    await expect(within(nav).getByRole('link', { name: copy.nav.about })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: copy.nav.pricing })).toHaveAttribute('href', '/plans');
    await expect(header.getByRole('link', { name: languageToggle(copy) })).toHaveTextContent(copy.language.toggle);
    await expect(header.getByRole('link', { name: copy.header.login })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: copy.header.signup })).toHaveAttribute('href', '/signup');
    await expect(header.queryByRole('button', { name: copy.header.logout })).toBeNull();
    // Above md there is no menu button: everything is in the bar.
    await expect(header.queryByRole('button', { name: copy.header.openMenu })).toBeNull();
  },
};

/** shell.header.signed-out in Japanese. */
export const SignedOutJapanese: Story = {
  ...SignedOut,
  name: 'shell.header.signed-out · ja',
  globals: { ...viewports.desktop, locale: 'ja' },
};

/** shell.header.signed-in: account + log out instead of log in + sign up. */
export const SignedIn: Story = {
  name: 'shell.header.signed-in',
  parameters: { auth: { user: DEMO_USER }, msw: signedInSandbox() },
  play: async ({ canvas, globals }) => {
    const copy = siteCopy({ globals });
    const header = within(banner(canvas));
    await expect(header.getByRole('link', { name: copy.header.account })).toHaveAttribute('href', '/account');
    await expect(header.getByRole('button', { name: copy.header.logout })).toBeVisible();
    await expect(header.queryByRole('link', { name: copy.header.login })).toBeNull();
    await expect(header.queryByRole('link', { name: copy.header.signup })).toBeNull();
  },
};

/** shell.header.signed-in: logging out signs out; log in and sign up are back. */
export const LogOut: Story = {
  name: 'shell.header.signed-in · log out',
  parameters: { auth: { user: DEMO_USER }, msw: signedInSandbox() },
  play: async ({ canvas, globals }) => {
    const copy = siteCopy({ globals });
    const header = within(banner(canvas));
    await userEvent.click(header.getByRole('button', { name: copy.header.logout }));
    await expect(await header.findByRole('link', { name: copy.header.login })).toBeVisible();
    await expect(header.queryByRole('button', { name: copy.header.logout })).toBeNull();
  },
};

/** shell.header.signed-in in Japanese. */
export const SignedInJapanese: Story = {
  ...SignedIn,
  name: 'shell.header.signed-in · ja',
  globals: { ...viewports.desktop, locale: 'ja' },
};

/** shell.header.mobile-menu-open (closed): on a phone the links and actions hide behind a menu button. */
export const MobileMenuClosed: Story = {
  name: 'shell.header.mobile-menu-open · closed',
  globals: viewports.phone,
  play: async ({ canvas, globals }) => {
    const copy = siteCopy({ globals });
    const header = within(banner(canvas));
    await expect(header.getByRole('link', { name: copy.header.homeLink })).toBeVisible();
    await expect(header.getByRole('link', { name: languageToggle(copy) })).toBeVisible();
    const menu = header.getByRole('button', { name: copy.header.openMenu });
    // The browser's own popover: it tells assistive technology whether it is open (no aria-expanded needed).
    await expect(menu).toHaveAttribute('popovertarget', 'site-menu');
    await expect(header.queryByRole('navigation', { name: copy.nav.label })).toBeNull();
    await expect(header.queryByRole('link', { name: copy.header.login })).toBeNull();
  },
};

/** shell.header.mobile-menu-open (closed) in Japanese. */
export const MobileMenuClosedJapanese: Story = {
  ...MobileMenuClosed,
  name: 'shell.header.mobile-menu-open · closed · ja',
  globals: { ...viewports.phone, locale: 'ja' },
};

/** shell.header.mobile-menu-open: the slide-out menu lists the same items; a link closes it, so does Escape. */
export const MobileMenuOpen: Story = {
  name: 'shell.header.mobile-menu-open',
  globals: viewports.phone,
  play: async ({ canvas, globals }) => {
    const copy = siteCopy({ globals });
    const menu = within(banner(canvas)).getByRole('button', { name: copy.header.openMenu });
    await userEvent.click(menu);

    const sheet = await screen.findByRole('dialog', { name: copy.header.menuTitle }, { timeout: 5000 });
    await expect(sheet.matches(':popover-open')).toBe(true);
    const nav = within(sheet).getByRole('navigation', { name: copy.nav.label });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(navLabels(copy));
    await expect(within(nav).getByRole('link', { name: copy.nav.about })).toHaveAttribute('aria-current', 'page');
    await expect(within(sheet).getByRole('link', { name: languageToggle(copy) })).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: copy.header.login })).toHaveAttribute('href', '/login');
    await expect(within(sheet).getByRole('link', { name: copy.header.signup })).toHaveAttribute('href', '/signup');
    await expect(within(sheet).getByRole('button', { name: copy.header.closeMenu })).toBeVisible();
    await animationsDone();

    // The close button hides it and focus goes back to the menu button (Escape and a press outside do too: the
    // browser's own popover, pressed with real keys in e2e/phone.spec.ts).
    await userEvent.click(within(sheet).getByRole('button', { name: copy.header.closeMenu }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(menu).toHaveFocus();

    // Following a link closes the menu.
    await userEvent.click(menu);
    const again = await screen.findByRole('dialog', { name: copy.header.menuTitle }, { timeout: 5000 });
    await userEvent.click(within(again).getByRole('link', { name: copy.nav.pricing }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(sheet.matches(':popover-open')).toBe(false);
  },
};

/** shell.header.mobile-menu-open in Japanese. */
export const MobileMenuOpenJapanese: Story = {
  ...MobileMenuOpen,
  name: 'shell.header.mobile-menu-open · ja',
  globals: { ...viewports.phone, locale: 'ja' },
};

/** shell.header.mobile-menu-open, signed in: account and log out in the menu. */
export const MobileMenuOpenSignedIn: Story = {
  tags: ['dialog'],
  name: 'shell.header.mobile-menu-open · signed in · phone',
  globals: viewports.phone,
  parameters: { auth: { user: DEMO_USER }, msw: signedInSandbox() },
  play: async ({ canvas, globals }) => {
    const copy = siteCopy({ globals });
    await userEvent.click(within(banner(canvas)).getByRole('button', { name: copy.header.openMenu }));
    const sheet = await screen.findByRole('dialog', { name: copy.header.menuTitle }, { timeout: 5000 });
    const nav = within(sheet).getByRole('navigation', { name: copy.nav.label });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(navLabels(copy));
    await expect(within(sheet).getByRole('link', { name: copy.header.account })).toHaveAttribute('href', '/account');
    await expect(within(sheet).getByRole('button', { name: copy.header.logout })).toBeVisible();
    await expect(within(sheet).queryByRole('link', { name: copy.header.login })).toBeNull();
    await animationsDone();
  },
};

/** shell.header.mobile-menu-open, signed in, in Japanese. */
export const MobileMenuOpenSignedInJapanese: Story = {
  ...MobileMenuOpenSignedIn,
  // Tagged again: Storybook's index reads a story's own tags, not those it spreads.
  tags: ['dialog'],
  name: 'shell.header.mobile-menu-open · signed in · phone · ja',
  globals: { ...viewports.phone, locale: 'ja' },
};
