import { ledgerOperations, type InventoryFilter, type PostedDocument } from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { STOCK_KEY } from '../stock-keys';

/** Rows and quantity on hand under the list's filters (all pages). */
export const useInventoryTotals = (filters: Partial<InventoryFilter>) =>
  useQuery({
    queryKey: [...STOCK_KEY, 'inventoryTotals', filters],
    queryFn: () => call(ledgerOperations.inventoryTotals, { query: filters }),
    placeholderData: keepPreviousData,
  });

/** Posts a stock document (transfer, rework out or back); every stock list then reloads. */
export function usePostStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: () => Promise<PostedDocument>) => post(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STOCK_KEY }),
  });
}
