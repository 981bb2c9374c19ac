import { warehouseOperations, type WarehouseItem } from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { REFERENCE_KEY } from '../../reference/useReference';

/** The warehouse list's query key start (under the reference lists: a save refreshes the pickers). */
export const WAREHOUSES_KEY = [...REFERENCE_KEY, warehouseOperations.list.path] as const;
const WAREHOUSE_OPTIONS_KEY = [...REFERENCE_KEY, 'warehouse-options'] as const;

/** Every warehouse, active first (pickers and filters), cached a minute. */
export const useWarehouseOptions = () =>
  useQuery({
    queryKey: WAREHOUSE_OPTIONS_KEY,
    queryFn: () => call(warehouseOperations.options),
    staleTime: 60_000,
  });

/** How a warehouse is named on the stock screens: its code and name. */
export const warehouseLabel = (warehouse: Pick<WarehouseItem, 'code' | 'name'>) =>
  `${warehouse.code} · ${warehouse.name}`;
