/** Invoices are made by billing.ts; the API only reads them. */
import type { ApiRoute } from '../api';
import type { Fake } from '../context';

export function invoiceRoutes({ store }: Fake): ApiRoute[] {
  return [{ method: 'GET', path: '/v1/invoices/:id', handle: ({ id }) => store.invoice(id, 'id') }];
}
