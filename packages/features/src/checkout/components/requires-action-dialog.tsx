import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@holostream/design-system';
import { useTranslation } from 'react-i18next';

/** The 402 answer of subscribing (spec §2, §8): an extra step is needed; the account page is where to finish. */
export function RequiresActionDialog({
  message,
  onGoToAccount,
}: {
  message: string | null;
  onGoToAccount: () => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <AlertDialog open={message !== null}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('requiresAction.title')}</AlertDialogTitle>
          <AlertDialogDescription>{message}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogAction onClick={onGoToAccount}>{t('requiresAction.action')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
