import { NoticeDialog } from '@holostream/design-system';
import { ServerWords, useFailureText } from '../../shared/failures';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';

/**
 * The 402 answer of subscribing, or an extra step left unfinished (docs/product.md §2, §8): the card needs one more
 * step, finished from the billing tab, where the bill waits. The server's sentence on a page in its language, else
 * our words with the server's folded away as a detail.
 */
export function RequiresActionDialog({
  open,
  serverMessage,
  onGoToBilling,
}: {
  open: boolean;
  serverMessage: string | null;
  onGoToBilling: () => void;
}) {
  const { t } = useTexts(checkoutTexts);
  const { inline } = useFailureText();
  return (
    <NoticeDialog
      open={open}
      title={t('requiresAction.title')}
      description={inline && serverMessage ? serverMessage : t('requiresAction.description')}
      detail={inline ? null : <ServerWords text={serverMessage} summary={t('requiresAction.detail')} />}
      actionLabel={t('requiresAction.action')}
      onAction={onGoToBilling}
    />
  );
}
