import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, supplierOperations } from '@lading/shared';
import { call } from '../../api/call';
import { supplierSearchKey } from '../admin/common/query-keys';
import { useSearchAsTyped } from './useSearchAsTyped';

/** A supplier as the selects offer it: its id and code, with the full name beside it. */
export interface SupplierChoice {
  value: number;
  label: string;
  fullName: string;
}

/**
 * What every supplier select needs: /api/suppliers searched by code or name as the user
 * types (300 ms after the last key), asked only once the list is open, the previous answer
 * kept while the next loads.
 */
export function useSupplierOptions() {
  const { keyword, open, onSearch, onOpenChange } = useSearchAsTyped();
  const search = useQuery({
    queryKey: supplierSearchKey(keyword),
    enabled: open,
    queryFn: () =>
      call(supplierOperations.list, {
        query: { keyword: keyword || undefined, pageNum: 1, pageSize: MAX_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
  const options: SupplierChoice[] = (search.data?.list ?? []).map((supplier) => ({
    value: supplier.id,
    label: supplier.code,
    fullName: supplier.fullName,
  }));
  return { options, fetching: search.isFetching, onSearch, onOpenChange };
}
