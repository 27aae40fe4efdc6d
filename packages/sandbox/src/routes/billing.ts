/** The saved card (decoded from the sandbox card provider's payment-method id), billing history and downloads. */
import * as z from 'zod/mini';
import type { BillingItem, DownloadLink, MessageResponse } from '@holostream/api';
import { caller } from '../auth';
import { parseSandboxPaymentMethodId } from '../card/payment-method-id';
import { badRequest, notFound } from '../errors';
import { readBody, requestOrigin } from '../http';
import { yearMonth } from '../time';
import { viewBillingItem, viewPaymentMethod } from '../views';
import type { OperationHandlers } from './types';

/** The files the download links point to (served by the sandbox under /__sandbox/downloads/). */
export const DOWNLOAD_FILES = {
  plugin: 'holostream-unity-plugin-1.4.0.unitypackage',
  oculusApp: 'holostream-viewer-1.2.0.apk',
} as const;

const savePaymentMethodBody = z.object({ paymentMethod: z.string().check(z.minLength(1), z.maxLength(255)) });

export const billingHandlers: OperationHandlers<
  'getPaymentMethod' | 'savePaymentMethod' | 'getBillingHistory' | 'getPluginDownload' | 'getOculusAppDownload'
> = {
  getPaymentMethod(c, store) {
    const { account } = caller(c);
    const card = store.paymentMethods[account.id];
    if (!card) throw notFound('Payment method not found');
    return c.json(viewPaymentMethod(card), 200);
  },

  async savePaymentMethod(c, store) {
    const { account } = caller(c);
    const { paymentMethod } = await readBody(c, 'savePaymentMethod', savePaymentMethodBody);
    // Everything the server knows about the card is in the id: no state is shared with the browser's provider.
    const info = parseSandboxPaymentMethodId(paymentMethod);
    if (!info) throw badRequest('Validation failed', ['The payment method id is not a sandbox payment method']);
    const now = c.get('runtime').now();
    const { year, month } = yearMonth(now);
    if (info.expYear < year || (info.expYear === year && info.expMonth < month)) {
      throw badRequest('Validation failed', ['The card has expired']);
    }
    store.paymentMethods[account.id] = {
      brand: info.brand,
      last4: info.last4,
      expMonth: info.expMonth,
      expYear: info.expYear,
      createdAt: now,
      scenario: info.scenario,
    };
    return c.json({ message: 'Payment method saved' } satisfies MessageResponse, 200);
  },

  getBillingHistory(c, store) {
    const { account } = caller(c);
    const origin = requestOrigin(c);
    const items = store.billing
      .filter((item) => item.accountId === account.id)
      .sort((a, b) => b.created - a.created)
      .map((item) => viewBillingItem(item, origin));
    return c.json(items satisfies BillingItem[], 200);
  },

  getPluginDownload(c) {
    caller(c);
    const link: DownloadLink = { downloadUrl: `${requestOrigin(c)}/__sandbox/downloads/${DOWNLOAD_FILES.plugin}` };
    return c.json(link, 200);
  },

  getOculusAppDownload(c) {
    caller(c);
    const link: DownloadLink = { downloadUrl: `${requestOrigin(c)}/__sandbox/downloads/${DOWNLOAD_FILES.oculusApp}` };
    return c.json(link, 200);
  },
};
