import { Alert, Button } from '@holostream/design-system';
import { Link } from 'react-router';
import { accountTabSearch } from '../model/account-tab';

/**
 * A warning whose way on is the billing tab (a failed payment, one waiting for an extra step). A tab switch within
 * the account replaces the history entry (Back leaves the account); `hash` names the place on the tab.
 */
export function BillingTabNotice({
  title,
  description,
  action,
  hash,
}: {
  title: string;
  description: string;
  action: string;
  hash?: string;
}) {
  return (
    <Alert
      variant="warning"
      title={title}
      action={
        <Button asChild variant="outline" size="sm">
          <Link to={{ search: accountTabSearch('billing'), hash }} replace>
            {action}
          </Link>
        </Button>
      }
    >
      {description}
    </Alert>
  );
}
