import { useTexts } from '../i18n/texts';
import { SERVER_LANGUAGE } from './failure-message';
import { failureTexts } from './texts';

/**
 * The server's own sentence, folded away under our words on a page in another language (docs/product.md §8): there
 * for whoever wants it (or support asks for it), never the message itself. Nothing without one.
 */
export function ServerWords({ text, summary }: { text: string | null; summary?: string }) {
  const { t } = useTexts(failureTexts);
  if (!text) return null;
  return (
    <details className="text-sm text-muted-foreground">
      <summary className="cursor-pointer">{summary ?? t('serverDetail')}</summary>
      <p className="mt-1 wrap-anywhere" lang={SERVER_LANGUAGE}>
        {text}
      </p>
    </details>
  );
}
