import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from './sheet';

function SiteMenu({ side, onNavigate }: { side?: 'left' | 'right'; onNavigate?: () => void }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost">Menu</Button>
      </SheetTrigger>
      <SheetContent side={side} closeLabel="Close menu">
        <SheetHeader>
          <SheetTitle>Holostream</SheetTitle>
          <SheetDescription>Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main">
          <SheetClose asChild>
            <a href="#about" onClick={onNavigate}>
              About
            </a>
          </SheetClose>
          <SheetClose asChild>
            <a href="#plans">Pricing</a>
          </SheetClose>
        </nav>
      </SheetContent>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('opens from the keyboard, keeps Tab inside, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<SiteMenu />);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await user.tab();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('dialog', { name: 'Holostream' })).toHaveAccessibleDescription('Site navigation');
    // Radix skips links when it picks the first focus, so the X button gets it here.
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes when a link wrapped in SheetClose is followed', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<SiteMenu onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes from the labelled X button', async () => {
    const user = userEvent.setup();
    render(<SiteMenu />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('slides from the side it is given', async () => {
    const user = userEvent.setup();
    render(<SiteMenu side="left" />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Holostream' });
    expect(sheet).toHaveAttribute('data-side', 'left');
    expect(sheet).toHaveClass('left-0');
    expect(sheet).not.toHaveClass('right-0');
  });
});
