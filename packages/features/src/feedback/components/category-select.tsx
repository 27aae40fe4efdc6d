import { FEEDBACK_CATEGORY_IDS } from '@holostream/api';
import { SelectField, type SelectFieldProps, type SelectOption } from '@holostream/design-system';
import { FEEDBACK_CATEGORIES } from '../model/feedback-form';
import { useTexts } from '../../shared/i18n/texts';
import { feedbackTexts } from '../locales/texts';

/** Every prop of the select (a registered field's, say) but its label and choices. */
export type CategorySelectProps = Omit<SelectFieldProps, 'label' | 'options'>;

/** The nine categories of docs/product.md §3, in id order. */
export function CategorySelect(props: CategorySelectProps) {
  const { t } = useTexts(feedbackTexts);
  const options: SelectOption[] = FEEDBACK_CATEGORY_IDS.map((categoryId) => ({
    value: String(categoryId),
    label: t(`categories.${FEEDBACK_CATEGORIES[categoryId]}`),
  }));
  return <SelectField {...props} label={t('fields.category')} options={options} required />;
}
