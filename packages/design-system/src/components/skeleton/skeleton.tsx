import type * as React from 'react';
import { cn } from '../../lib/cn';

/**
 * A pulsing placeholder block shaped like the content that is loading. Hidden from assistive
 * technology: give the loading region its own `aria-busy` or a spoken loading label.
 */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('rounded-md bg-foreground/10 motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}
