import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type TextLinkProps = React.ComponentProps<'a'> & {
  /** Render the single child element (a router's link, say) with this look instead of an `<a>`. */
  asChild?: boolean;
};

/** A link inside running text: the primary colour, underlined until hovered. Focus shows the system's ring. */
export function TextLink({ asChild = false, className, ...props }: TextLinkProps) {
  const Comp = asChild ? Slot.Root : 'a';
  return (
    <Comp
      data-slot="text-link"
      className={cn('font-medium text-primary underline underline-offset-4 hover:no-underline', className)}
      {...props}
    />
  );
}
