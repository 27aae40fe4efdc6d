/**
 * @holostream/features/security: the security tab of /account (docs/product.md §2 Security tab, §5, §6, §7, §8):
 * password change and sessions.
 * Its words come with its components (`useTexts`).
 */
export { SecurityTab } from './components/security-tab';
export { deviceTitle, type DeviceTitle, type AppPlatform } from './model/device-title';
export { prefetchSecurityTab } from './prefetch';
