import { Tabs as TabsPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '../../lib/cn';

/**
 * Tabbed panels. Uncontrolled with `defaultValue`, or controlled with `value` and `onValueChange`
 * (the account page keeps the tab in `?tab=`). Arrow keys, Home and End move between tabs.
 */
export function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex min-w-0 flex-col gap-4', className)} {...props} />;
}

/** Scrolls `list` sideways just enough that its selected tab is in full view. */
function revealSelected(list: HTMLElement): void {
  const selected = list.querySelector<HTMLElement>('[data-state="active"]');
  if (!selected) return;
  const box = list.getBoundingClientRect();
  const tab = selected.getBoundingClientRect();
  const margin = 16;
  if (tab.left < box.left) list.scrollLeft += tab.left - box.left - margin;
  else if (tab.right > box.right) list.scrollLeft += tab.right - box.right + margin;
}

/**
 * The row of tabs. It never wraps: on a narrow screen it scrolls sideways, a shadow at an edge shows there are
 * more tabs that way, and the selected tab is scrolled into view (on arrival at `?tab=security`, say), as a
 * focused one is. Give it an `aria-label` when the page has more than one tab list.
 */
export function TabsList({ className, ref, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  const list = React.useRef<HTMLDivElement>(null);
  React.useImperativeHandle(ref, () => list.current as HTMLDivElement, []);
  React.useLayoutEffect(() => {
    if (list.current) revealSelected(list.current);
  });
  return (
    <TabsPrimitive.List
      ref={list}
      data-slot="tabs-list"
      className={cn(
        'flex max-w-full shrink-0 items-center gap-1 self-start overflow-x-auto overscroll-x-contain rounded-lg bg-muted p-1 text-muted-foreground [scrollbar-width:thin]',
        // Scroll shadows: the covers (attached to the content) slide away from an edge that has more beyond it.
        '[background:linear-gradient(to_right,var(--color-muted)_40%,transparent)_left/2rem_100%_no-repeat_local,linear-gradient(to_left,var(--color-muted)_40%,transparent)_right/2rem_100%_no-repeat_local,radial-gradient(farthest-side_at_0_50%,color-mix(in_oklab,var(--color-foreground)_30%,transparent),transparent)_left/0.75rem_100%_no-repeat_scroll,radial-gradient(farthest-side_at_100%_50%,color-mix(in_oklab,var(--color-foreground)_30%,transparent),transparent)_right/0.75rem_100%_no-repeat_scroll,var(--color-muted)]',
        className,
      )}
      {...props}
    />
  );
}

/** One tab; `value` ties it to the `TabsContent` with the same value. */
export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

/** The panel of one tab; only the active one is rendered. */
export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'min-w-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
