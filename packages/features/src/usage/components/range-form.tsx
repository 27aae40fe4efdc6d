import { USAGE_RANGE_MIN_MONTH, type UsageRange } from '@holostream/api';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FieldError,
  MonthPicker,
} from '@holostream/design-system';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import type { RangeCheck } from '../model/range';
import { useUsageFormat } from './use-usage-format';
import { useValidationText } from '../../shared/forms';
import { useTexts } from '../../shared/i18n/texts';
import { usageTexts } from '../locales/texts';

export interface RangeFormProps {
  /** The months being picked, not applied yet. */
  draft: UsageRange;
  /** Whether `draft` may be applied, or why not. */
  check: RangeCheck;
  /** The range on show. */
  applied: UsageRange;
  /** The latest month the pickers offer (the current month), 'YYYY-MM'. */
  maxMonth: string;
  /** The applied range is loading: Apply and Reset wait. */
  busy: boolean;
  onDraftChange: (range: UsageRange) => void;
  onApply: () => void;
  onReset: () => void;
}

/**
 * docs/product.md §5 usage range: start and end month pickers (2020-01 to the current month; no text field, so
 * nothing can be typed or pasted), Apply and Reset. An invalid range says so and disables Apply.
 */
export function RangeForm({ draft, check, applied, maxMonth, busy, onDraftChange, onApply, onReset }: RangeFormProps) {
  const { t } = useTexts(usageTexts);
  const validationText = useValidationText();
  const format = useUsageFormat();
  const titleId = useId();
  const errorId = useId();
  const invalid = !check.valid;
  const pickerLabels = {
    locale: format.language,
    min: USAGE_RANGE_MIN_MONTH,
    max: maxMonth,
    placeholder: t('range.placeholder'),
    previousYearLabel: t('range.previousYear'),
    nextYearLabel: t('range.nextYear'),
    invalid,
    'aria-describedby': invalid ? errorId : undefined,
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" id={titleId}>
          {t('range.title')}
        </CardTitle>
        <CardDescription>{t('range.hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-labelledby={titleId}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (check.valid && !busy) onApply();
          }}
        >
          <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
            <MonthPicker
              {...pickerLabels}
              label={t('range.start')}
              value={draft.start}
              onChange={(start) => onDraftChange({ ...draft, start })}
            />
            <MonthPicker
              {...pickerLabels}
              label={t('range.end')}
              value={draft.end}
              onChange={(end) => onDraftChange({ ...draft, end })}
            />
            <div className="flex gap-2">
              <Button type="submit" disabled={invalid} loading={busy} loadingLabel={t('range.applying')}>
                {t('range.apply')}
              </Button>
              <Button type="button" variant="outline" disabled={busy} onClick={onReset}>
                <RotateCcw aria-hidden />
                {t('range.reset')}
              </Button>
            </div>
          </div>
          {check.valid ? null : (
            <FieldError id={errorId}>{t('range.invalidReason', { reason: validationText(check.reason) })}</FieldError>
          )}
          <p role="status" className="text-sm text-muted-foreground">
            {t('range.showing', { start: format.month(applied.start), end: format.month(applied.end) })}
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
