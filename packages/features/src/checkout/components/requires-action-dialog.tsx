import { NoticeDialog } from '@holostream/design-system';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';

/** The 402 answer of subscribing (docs/product.md §2, §8): an extra step is needed; the account page is where to finish. */
export function RequiresActionDialog({
  message,
  onGoToAccount,
}: {
  message: string | null;
  onGoToAccount: () => void;
}) {
  const { t } = useTexts(checkoutTexts);
  return (
    <NoticeDialog
      open={message !== null}
      title={t('requiresAction.title')}
      description={message}
      actionLabel={t('requiresAction.action')}
      onAction={onGoToAccount}
    />
  );
}
