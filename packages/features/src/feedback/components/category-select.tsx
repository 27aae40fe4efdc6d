import { FEEDBACK_CATEGORY_IDS, type FeedbackCategoryId } from '@holostream/api';
import { SelectField, type SelectOption } from '@holostream/design-system';
import { FEEDBACK_CATEGORIES, toFeedbackCategoryId } from '../model/feedback-form';
import { useTexts } from '../../shared/i18n/texts';
import { feedbackTexts } from '../locales/texts';

export interface CategorySelectProps {
  /** id of the trigger, so a failed check can focus it. */
  id: string;
  /** The chosen category. */
  value: FeedbackCategoryId;
  /** Called with the newly chosen category. */
  onChange: (categoryId: FeedbackCategoryId) => void;
  /** Blocks changes (while sending). */
  disabled?: boolean;
  /** A translated message under the select. */
  error?: string | undefined;
}

/** The nine categories of docs/product.md §3, in id order. */
export function CategorySelect({ id, value, onChange, disabled, error }: CategorySelectProps) {
  const { t } = useTexts(feedbackTexts);
  const options: SelectOption[] = FEEDBACK_CATEGORY_IDS.map((categoryId) => ({
    value: String(categoryId),
    label: t(`categories.${FEEDBACK_CATEGORIES[categoryId]}`),
  }));
  return (
    <SelectField
      id={id}
      name="categoryId"
      label={t('fields.category')}
      options={options}
      value={String(value)}
      onValueChange={(next) => {
        const categoryId = toFeedbackCategoryId(next);
        if (categoryId !== undefined) onChange(categoryId);
      }}
      required
      disabled={disabled}
      error={error}
    />
  );
}
