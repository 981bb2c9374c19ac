import type { AnyOperation } from '@lading/shared';
import {
  useListQuery,
  type ListFiltersOf,
  type ListQuery,
  type ListQueryOptions,
} from '../common/useListQuery';

/**
 * A stock list whose screen fixes some filters (the rework area's stock is the inventory of
 * warehouseType=rework; the back list is the ledger of kinds=reworkIn): they are the list's
 * defaults and every search keeps them, so its totals and export say the same.
 */
export function useFixedListQuery<O extends AnyOperation>(
  op: O,
  options: Omit<ListQueryOptions<O>, 'defaults'> & {
    fixed?: NonNullable<ListQueryOptions<O>['defaults']> | undefined;
  },
): ListQuery<O> {
  const { fixed, ...rest } = options;
  const list = useListQuery(op, fixed ? { ...rest, defaults: fixed } : rest);
  if (!fixed) return list;
  return {
    ...list,
    setFilters: (filters, how) =>
      list.setFilters({ ...filters, ...fixed } as ListFiltersOf<O>, how),
  };
}
