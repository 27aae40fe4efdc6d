import { NoticeDialog } from '@holostream/design-system';
import { useTexts } from '../../shared/i18n/texts';
import { checkoutTexts } from '../locales/texts';

/**
 * The 402 answer of subscribing, or an extra step left unfinished (docs/product.md §2, §8): the card needs one more
 * step, finished from the billing tab, where the bill waits. Our words in the person's language; the server's own
 * message, in whatever language it came, only folded away as a detail.
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
  return (
    <NoticeDialog
      open={open}
      title={t('requiresAction.title')}
      description={t('requiresAction.description')}
      detail={
        serverMessage ? (
          <details className="text-sm text-muted-foreground">
            <summary className="cursor-pointer">{t('requiresAction.detail')}</summary>
            <p className="mt-1 wrap-anywhere">{serverMessage}</p>
          </details>
        ) : null
      }
      actionLabel={t('requiresAction.action')}
      onAction={onGoToBilling}
    />
  );
}
