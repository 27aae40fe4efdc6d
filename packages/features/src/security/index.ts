/**
 * @holostream/features/security: the security tab of /account (docs/product.md §2 Security tab, §5, §6, §7, §8):
 * password change and sessions.
 * Its words come with its components (`useTexts`).
 */
import { lazy } from 'react';
import type { AccountTabDefinition } from '../shared/account-tab';
import { sessionsQueryOptions } from '../shared/api/sessions';
import { securityTexts } from './locales/texts';

const code = () => import('./components/security-tab');
/** The tab's panel, fetched apart from the page (docs/decisions/0001): its code comes with its reads. */
export const SecurityTab = lazy(() => code().then((module) => ({ default: module.SecurityTab })));
export { deviceTitle, type DeviceTitle, type AppPlatform } from './model/device-title';

/** The security tab: it reads the sessions first. */
export const securityTab: AccountTabDefinition = {
  name: 'security',
  texts: securityTexts,
  label: 'title',
  code,
  reads: (queryClient, client) => void queryClient.prefetchQuery(sessionsQueryOptions(client)),
};
