import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@holostream/design-system';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteLinks } from '../../shared/links';
import { useTexts } from '../../shared/i18n/texts';
import { accountTexts } from '../locales/texts';

/** docs/product.md §2 General tab: the invitation to send feedback, linking to /feedback. */
export function FeedbackPrompt() {
  const { t } = useTexts(accountTexts);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('feedbackPrompt.title')}</CardTitle>
        <CardDescription>{t('feedbackPrompt.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to={useSiteLinks().feedback}>
            <MessageSquare aria-hidden />
            {t('feedbackPrompt.action')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
