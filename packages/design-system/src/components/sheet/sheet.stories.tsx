import type { Meta, StoryObj } from '@storybook/react-vite';
import { MenuIcon } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from './sheet';

const animationsDone = () => Promise.all(document.getAnimations().map((animation) => animation.finished));

const linkClass =
  'rounded-md px-3 py-2.5 text-base font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

const meta = {
  title: 'Design system/Sheet',
  component: SheetContent,
  subcomponents: { Sheet, SheetTrigger, SheetHeader, SheetTitle, SheetDescription, SheetClose },
  tags: ['autodocs', 'responsive'],
  args: { closeLabel: 'Close menu', side: 'right' },
  argTypes: { side: { control: 'inline-radio', options: ['right', 'left'] } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <MenuIcon aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent {...args} aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        {/* Stands in for the app's router, which handles the click instead of the browser. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- only cancels link navigation bubbling up from the links */}
        <nav aria-label="Main" className="flex flex-col gap-1" onClick={(event) => event.preventDefault()}>
          {[
            ['Home', '#home'],
            ['About', '#about'],
            ['Pricing', '#plans'],
            ['Contact', '#contact'],
          ].map(([label, href]) => (
            <SheetClose key={href} asChild>
              <a href={href} className={linkClass}>
                {label}
              </a>
            </SheetClose>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-2">
          <Button variant="outline">Log in</Button>
          <Button>Sign up</Button>
        </div>
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<typeof SheetContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** shell.header.mobile-menu-open: the phone menu opens from the trigger, lists the links, closes on Escape. */
export const PhoneSiteMenu: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);

    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(sheet).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Home', 'About', 'Pricing', 'Contact']);
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#plans');
    // Radix moves focus to the first control that is not a link.
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Log in' })).toHaveFocus());
    await animationsDone();
    // Slides in against the right edge and leaves a strip of the page visible.
    const box = sheet.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(window.innerWidth);
    await expect(box.width).toBeLessThan(window.innerWidth);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Following a link closes the menu; so does the labelled X button. */
export const ClosesOnNavigation: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('link', { name: 'About' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** From the left edge; ends open so the accessibility check sees the panel. */
export const Left: Story = {
  args: { side: 'left' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await animationsDone();
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().left)).toBe(0));
  },
};

/** Japanese labels, including the X button's accessible name; ends open for the accessibility check. */
export const Japanese: Story = {
  args: { closeLabel: 'メニューを閉じる' },
  globals: { locale: 'ja', viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="メニューを開く">
          <MenuIcon aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent {...args}>
        <SheetHeader>
          <SheetTitle>メニュー</SheetTitle>
          <SheetDescription>サイト内のページに移動します。</SheetDescription>
        </SheetHeader>
        <nav aria-label="メイン" className="flex flex-col gap-1">
          {[
            ['ホーム', '#home'],
            ['会社概要', '#about'],
            ['料金プラン', '#plans'],
            ['お問い合わせ', '#contact'],
          ].map(([label, href]) => (
            <SheetClose key={href} asChild>
              <a href={href} className={linkClass}>
                {label}
              </a>
            </SheetClose>
          ))}
        </nav>
      </SheetContent>
    </Sheet>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'メニューを開く' }));
    const sheet = await screen.findByRole('dialog', { name: 'メニュー' });
    await expect(within(sheet).getAllByRole('link')).toHaveLength(4);
    await expect(within(sheet).getByRole('button', { name: 'メニューを閉じる' })).toBeInTheDocument();
    await animationsDone();
  },
};
