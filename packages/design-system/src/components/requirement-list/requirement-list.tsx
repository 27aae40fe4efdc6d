import { Check, Circle } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';

/** One rule of a RequirementList. */
export type Requirement = {
  /** Stable key of the rule ("length", "lowercase"…); used to tell which rule changed. */
  id: string;
  /** What the rule asks for ("At least 8 characters", 「8文字以上」). */
  label: React.ReactNode;
  /** Whether the current input satisfies the rule. */
  met: boolean;
};

export type RequirementListProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  /** The rules, in display order. */
  rules: readonly Requirement[];
  /** Visually hidden status read after a met rule's label, and announced when a rule becomes met ("met", 「達成」). */
  metLabel: string;
  /** Visually hidden status read after an unmet rule's label ("not met", 「未達成」). */
  unmetLabel: string;
};

const signatureOf = (rules: readonly Requirement[]) => rules.map((rule) => `${rule.id}:${rule.met ? 1 : 0}`).join('|');

/**
 * A live checklist (the five password rules of signup): each rule shows a met/unmet icon and says
 * its status to screen readers; a polite live region announces rules as they become met.
 */
export function RequirementList({ className, rules, metLabel, unmetLabel, ...props }: RequirementListProps) {
  const signature = signatureOf(rules);
  const [previous, setPrevious] = React.useState({ signature, rules });
  const [announced, setAnnounced] = React.useState<readonly Requirement[]>([]);
  // Compare with the previous render (state, not an effect) so the announcement lands in one pass.
  if (previous.signature !== signature) {
    const wasMet = new Set(previous.rules.filter((rule) => rule.met).map((rule) => rule.id));
    const newlyMet = rules.filter((rule) => rule.met && !wasMet.has(rule.id));
    setPrevious({ signature, rules });
    // Cleared when nothing became met, so the same rule is announced again if it flips back.
    setAnnounced(newlyMet);
  }

  return (
    <>
      <ul data-slot="requirement-list" className={cn('grid gap-1.5 text-sm', className)} {...props}>
        {rules.map((rule) => (
          <li
            key={rule.id}
            data-slot="requirement"
            data-state={rule.met ? 'met' : 'unmet'}
            className={cn(
              'flex items-start gap-2 transition-colors',
              rule.met ? 'text-status-green' : 'text-muted-foreground',
            )}
          >
            {rule.met ? (
              <Check aria-hidden strokeWidth={3} className="mt-0.5 size-4 shrink-0" />
            ) : (
              <Circle aria-hidden className="mt-0.5 size-4 shrink-0" />
            )}
            <span>
              {rule.label}
              <span className="sr-only"> {rule.met ? metLabel : unmetLabel}</span>
            </span>
          </li>
        ))}
      </ul>
      <div data-slot="requirement-list-status" role="status" aria-live="polite" className="sr-only">
        {announced.map((rule) => (
          <span key={rule.id}>
            {rule.label} {metLabel}{' '}
          </span>
        ))}
      </div>
    </>
  );
}
