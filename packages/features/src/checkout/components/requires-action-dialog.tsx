import { NoticeDialog } from '@holostream/design-system';
import { useTranslation } from 'react-i18next';

/** The 402 answer of subscribing (docs/product.md §2, §8): an extra step is needed; the account page is where to finish. */
export function RequiresActionDialog({
  message,
  onGoToAccount,
}: {
  message: string | null;
  onGoToAccount: () => void;
}) {
  const { t } = useTranslation('checkout');
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
