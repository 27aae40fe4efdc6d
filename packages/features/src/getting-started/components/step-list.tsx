import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import { useTexts } from '../../shared/i18n/texts';
import { gettingStartedTexts } from '../locales/texts';

export interface StepListProps {
  /** Where the steps live in the translations: `${keyPrefix}.1` … `${keyPrefix}.${count}`. */
  keyPrefix: string;
  /** How many steps there are. */
  count: number;
  /** The list's accessible name ("Steps to start a livestream"). */
  label: string;
  /** Extra tags the step texts use besides `<strong>` (e.g. `anchor`: a SectionLink; not `link`, a void HTML tag the parser drops the text of). */
  components?: Record<string, ReactElement>;
}

/** Numbered steps of a guide, each a translation that may use `<strong>` for the names of buttons and menus. */
export function StepList({ keyPrefix, count, label, components }: StepListProps) {
  const { t } = useTexts(gettingStartedTexts);
  const steps = Array.from({ length: count }, (_, index) => `${keyPrefix}.${index + 1}`);
  return (
    <ol aria-label={label} className="flex list-decimal flex-col gap-2 ps-5 marker:font-semibold marker:text-primary">
      {steps.map((key) => (
        <li key={key} className="ps-1">
          <Trans
            t={t}
            i18nKey={key}
            components={{ strong: <strong className="font-semibold text-foreground" />, ...components }}
          />
        </li>
      ))}
    </ol>
  );
}
