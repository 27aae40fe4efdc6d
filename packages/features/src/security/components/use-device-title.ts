import { deviceTitle } from '../model/device-title';
import { useTexts } from '../../shared/i18n/texts';
import { securityTexts } from '../locales/texts';

/** The translated device title of a session name ('Chrome on macOS', 'iPhone app', 'Unknown device'). */
export function useDeviceTitle(): (name: string | null) => string {
  const { t } = useTexts(securityTexts);
  return (name) => {
    const title = deviceTitle(name);
    switch (title.kind) {
      case 'browser':
        return title.os ? t('device.browserOnOs', { browser: title.browser, os: title.os }) : title.browser;
      case 'app':
        return t(`device.app.${title.platform}`);
      case 'name':
        return title.name;
      case 'unknown':
        return t('device.unknown');
    }
  };
}
