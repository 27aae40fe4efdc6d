/**
 * The one place technical detail goes: every failed call (with its operation and status), every list item the
 * client had to skip, and whatever else a screen catches. The console by default; a monitoring service plugs in
 * with `setErrorReporter`. The page never shows any of this: it shows a message for people (`describeFailure`).
 */

/** What went wrong, for developers. */
export interface ErrorReport {
  /** The operation of openapi.yaml (`getPlans`), or what the page was doing (`card: create payment method`). */
  operation: string;
  /** HTTP status, 0 when there was no answer; absent when no call was involved. */
  status?: number;
  /** One line, in English. */
  message: string;
  /** The error itself, when there is one. */
  error?: unknown;
  /** Anything else worth keeping (the issues of a skipped item, the body of an unusable answer). */
  detail?: unknown;
}

export type ErrorReporter = (report: ErrorReport) => void;

/** The default: the browser console (warn, so tests and the page stay readable). */
export const consoleReporter: ErrorReporter = (report) => {
  const status = report.status === undefined ? '' : ` (${report.status})`;
  console.warn(`[${report.operation}${status}] ${report.message}`, ...[report.error, report.detail].filter(Boolean));
};

let reporter: ErrorReporter = consoleReporter;

/** Sends reports to `next` instead of the console (a monitoring service); no argument restores the console. */
export function setErrorReporter(next?: ErrorReporter): void {
  reporter = next ?? consoleReporter;
}

/** Reports a failure. A reporter that throws never breaks the page. */
export function reportError(report: ErrorReport): void {
  try {
    reporter(report);
  } catch (cause) {
    console.warn('The error reporter failed', cause, report);
  }
}
