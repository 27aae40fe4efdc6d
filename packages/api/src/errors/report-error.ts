/**
 * The one place technical detail goes: every failed call (with its operation and status), every list item the
 * client had to skip, and whatever else a screen catches. The console by default; a monitoring service plugs in
 * with `setErrorReporter`. The page never shows any of this: it shows a message for people (`describeFailure`).
 */

import { ApiError } from './api-error';

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

/** What of a report may leave the browser: never a concrete path, a body, a message, a token or an address. */
export interface SafeReport {
  /** The operation of openapi.yaml, or what the page was doing (both written by the site, never by a server). */
  operation: string;
  /** HTTP status, 0 without an answer. */
  status?: number;
  /** `ApiError`'s kind (http, network, timeout, contract), else the error's class (TypeError). */
  kind?: string;
  /** The path of openapi.yaml (`/v1/user/auth/verify-reset-token/{token}`), never the one called. */
  pathTemplate?: string;
}

/** The part of a report a monitoring service may receive (the rest stays in this browser's console). */
export function safeReport(report: ErrorReport): SafeReport {
  const { error } = report;
  const safe: SafeReport = { operation: report.operation };
  if (report.status !== undefined) safe.status = report.status;
  if (error instanceof ApiError) {
    safe.kind = error.kind;
    safe.status = error.status;
    if (error.pathTemplate) safe.pathTemplate = error.pathTemplate;
  } else if (error instanceof Error) {
    safe.kind = error.name;
  }
  return safe;
}
