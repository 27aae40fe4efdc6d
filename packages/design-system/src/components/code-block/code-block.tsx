import * as React from 'react';
import { cn } from '../../lib/cn';
import { CopyButton } from '../copy-button/copy-button';

export type CodeBlockProps = Omit<React.ComponentProps<'figure'>, 'children' | 'onCopy'> & {
  /** The source shown verbatim, whitespace kept. */
  code: string;
  /** Language caption above the code ("C#", "JSON"); also names the figure. */
  language: string;
  /**
   * Accessible name of the scrollable code region, which takes keyboard focus so it can be
   * scrolled sideways with the arrow keys ("Sample code, C#", 「サンプルコード（C#）」).
   */
  scrollLabel: string;
  /** Accessible name of the copy button ("Copy code", 「コードをコピー」). */
  copyLabel: string;
  /** Shown and announced after the code was copied ("Copied", 「コピーしました」). */
  copiedLabel: string;
  /** Shown and announced when copying failed ("Could not copy", 「コピーできませんでした」). */
  copyErrorLabel: string;
  /** Called with the code after it was copied. */
  onCopy?: (code: string) => void;
};

/**
 * A block of sample code with a language caption and a copy button. Long lines scroll sideways
 * (no wrapping, so the code stays valid when read); the scroll area is focusable for keyboards.
 */
export function CodeBlock({
  className,
  code,
  language,
  scrollLabel,
  copyLabel,
  copiedLabel,
  copyErrorLabel,
  onCopy,
  ...props
}: CodeBlockProps) {
  const languageId = React.useId();
  return (
    <figure
      data-slot="code-block"
      // Named by the language alone, not by the copy button that shares the caption.
      aria-labelledby={languageId}
      className={cn('min-w-0 overflow-hidden rounded-lg border bg-muted/60 shadow-card', className)}
      {...props}
    >
      <figcaption className="flex items-center justify-between gap-2 border-b bg-card py-1.5 ps-4 pe-1.5">
        <span id={languageId} className="font-mono text-xs font-semibold tracking-wide text-muted-foreground">
          {language}
        </span>
        <CopyButton
          value={code}
          label={copyLabel}
          copiedLabel={copiedLabel}
          errorLabel={copyErrorLabel}
          onCopy={onCopy}
          variant="ghost"
          className="h-8"
        />
      </figcaption>
      <div
        role="region"
        aria-label={scrollLabel}
        // Focusable so keyboard users can scroll long lines (axe: scrollable-region-focusable).
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <pre className="w-max min-w-full p-4 font-mono text-xs leading-relaxed text-foreground sm:text-sm">
          <code>{code}</code>
        </pre>
      </div>
    </figure>
  );
}
