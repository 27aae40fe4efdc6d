import { consoleReporter, reportError, safeReport, setErrorReporter, type ErrorReport } from '@holostream/api';
import { withoutLanguage } from '../language';
import { PAGE_PATHS } from '../paths';

/** The page a report comes from, as the site names it: never the address, whose query may hold a token. */
function pageOf(pathname: string): string {
  const path = withoutLanguage(pathname);
  return PAGE_PATHS.includes(path) ? path : '*';
}

/**
 * Every report (a failed call, a skipped item, an uncaught error) also goes to `url` as a small JSON beacon: the
 * operation, the API path template, the status and kind, the page's route (safeReport), never a concrete path, a
 * body, a message, a token or an address. The console keeps the whole report for whoever has the page open.
 */
export function reportErrorsTo(url: string): void {
  setErrorReporter((report: ErrorReport) => {
    consoleReporter(report);
    const beacon = JSON.stringify({ ...safeReport(report), page: pageOf(window.location.pathname) });
    navigator.sendBeacon(url, new Blob([beacon], { type: 'application/json' }));
  });
  const crashed = (error: unknown) => reportError({ operation: 'page crashed', message: 'Uncaught', error });
  window.addEventListener('error', (event) => crashed(event.error));
  window.addEventListener('unhandledrejection', (event) => crashed(event.reason));
}
