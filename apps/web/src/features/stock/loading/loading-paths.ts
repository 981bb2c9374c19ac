import { STOCK_KEY } from '../stock-keys';

/** Under the stock key: a load refreshes the containers, the records and the inventory. */
export const LOADING_KEY = [...STOCK_KEY, 'loading'] as const;

export const loadingPaths = {
  list: '/stock/shipmentList',
  details: (id: number) => `/stock/shipmentDetails?id=${id}`,
  records: '/stock/shipmentRecord',
};
