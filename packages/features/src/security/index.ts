/**
 * @holostream/features/security: the security tab of /account (docs/product.md §2 Security tab, §5, §6, §7, §8):
 * password change and sessions.
 * Add `securityResources` to the app's i18n (the site does it when the route loads).
 */
export { SecurityTab } from './components/security-tab';
export { deviceTitle, type DeviceTitle, type AppPlatform } from './model/device-title';
export { securityResources } from './locales/resources';
