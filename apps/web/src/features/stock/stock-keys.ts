/** Every stock ledger query (inventory, totals, moves) starts with this key: a posting refreshes them all. */
export const STOCK_KEY = ['stock'] as const;

/** Posting transfers and rework (the server's `stock.write` resource). */
export const STOCK_WRITE = 'stock.write';
