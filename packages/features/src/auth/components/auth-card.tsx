import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@holostream/design-system';
import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';

export interface AuthCardProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The page heading (an `h1`: each auth screen is a page of its own). */
  title: ReactNode;
  description?: ReactNode;
  /** Below the content: links to the other auth screens. */
  footer?: ReactNode;
  /** Moves focus to the heading when the card appears (a view changed in place). */
  focusTitle?: boolean;
  children?: ReactNode;
}

/** The centred card every auth screen sits in, phone width first. */
export function AuthCard({ title, description, footer, focusTitle = false, children, ...props }: AuthCardProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <section aria-labelledby={titleId} className="mx-auto w-full max-w-md px-4 py-10 sm:py-16" {...props}>
      <Card>
        <CardHeader>
          <CardTitle asChild className="text-2xl">
            <h1 id={titleId} ref={titleRef} tabIndex={-1} className="focus-visible:outline-none">
              {title}
            </h1>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        {children ? <CardContent className="grid gap-5">{children}</CardContent> : null}
        {footer ? <CardFooter className="justify-center text-sm text-muted-foreground">{footer}</CardFooter> : null}
      </Card>
    </section>
  );
}
