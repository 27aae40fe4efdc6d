import type * as React from 'react';
import { cn } from '../../lib/cn';

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** A decorative icon (a lucide icon, say) shown in a soft circle above the title; hidden from screen readers. */
  icon?: React.ReactNode;
  /** What is empty ('No active sessions', 「利用データがありません」). */
  title: React.ReactNode;
  /** One or two sentences on why it is empty or what to do next. */
  description?: React.ReactNode;
  /** A next step: a button or link, e.g. 'Add payment method'. */
  action?: React.ReactNode;
  /** Heading level of the title, so it fits the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
};

/** The placeholder shown where a list or chart has nothing to show yet. */
export function EmptyState({
  className,
  icon,
  title,
  description,
  action,
  titleAs: Title = 'h3',
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-4 py-10 text-center sm:px-8',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <Title data-slot="empty-state-title" className="text-base font-semibold text-foreground">
        {title}
      </Title>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-prose text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      ) : null}
    </div>
  );
}
