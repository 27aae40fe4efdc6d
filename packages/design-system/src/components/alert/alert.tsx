import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const alertVariants = cva(
  'flex w-full flex-col gap-3 rounded-lg border p-4 text-sm sm:flex-row sm:items-start',
  {
    variants: {
      variant: {
        info: 'border-status-blue/25 bg-status-blue-surface text-status-blue',
        success: 'border-status-green/25 bg-status-green-surface text-status-green',
        warning: 'border-status-amber/25 bg-status-amber-surface text-status-amber',
        error: 'border-status-red/25 bg-status-red-surface text-status-red',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

type AlertVariant = NonNullable<VariantProps<typeof alertVariants>['variant']>;

const variantIcons: Record<AlertVariant, React.ComponentType<React.SVGProps<SVGSVGElement>>> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
};

export type AlertProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    /** The headline of the message ('Payment failed', 「お支払いに失敗しました」). */
    title: React.ReactNode;
    /** An icon of your own instead of the variant's; `null` shows none. The icon is decorative. */
    icon?: React.ReactNode;
    /** A follow-up control (a link button to the billing tab, say), shown after the text. */
    action?: React.ReactNode;
  };

/**
 * An inline message on the page: info, success, warning or error. The children are the description.
 * Errors are announced at once (`role="alert"`); the others politely (`role="status"`).
 */
export function Alert({ className, variant, title, icon, action, children, ...props }: AlertProps) {
  const resolved = variant ?? 'info';
  const Icon = variantIcons[resolved];
  return (
    <div
      data-slot="alert"
      data-variant={resolved}
      role={resolved === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        {icon === undefined ? (
          <Icon data-slot="alert-icon" aria-hidden className="mt-0.5 size-5 shrink-0" />
        ) : icon === null ? null : (
          <span data-slot="alert-icon" aria-hidden className="mt-0.5 flex size-5 shrink-0 [&_svg]:size-5">
            {icon}
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <div data-slot="alert-title" className="leading-6 font-semibold">
            {title}
          </div>
          {children ? (
            <div data-slot="alert-description" className="text-foreground">
              {children}
            </div>
          ) : null}
        </div>
      </div>
      {action ? (
        <div data-slot="alert-action" className="flex shrink-0 flex-wrap gap-2 pl-8 sm:pl-0">
          {action}
        </div>
      ) : null}
    </div>
  );
}
