import { bindingOperations, codeDataOperations as op } from '@lading/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import type { Paging } from '../../common/paging';
import { CODE_DATA_KEY } from './code-data-screens';

/** One code: its fields, chain up to the container, what lies below it, its shipment. */
export const useCodeDetails = (id: number | undefined) =>
  useQuery({
    queryKey: [...CODE_DATA_KEY, 'details', id ?? 0],
    queryFn: () => call(op.details, { params: { id: id! } }, { quiet: true }),
    enabled: id !== undefined,
    retry: false,
  });

/** A page of a code's direct children (the previous page shows while the next loads). */
export const useCodeChildren = (id: number, paging: Paging) =>
  useQuery({
    queryKey: [...CODE_DATA_KEY, 'children', id, paging],
    queryFn: () => call(op.children, { params: { id }, query: paging }),
    placeholderData: keepPreviousData,
  });

/** A code's binding history: binds, unbinds, moves, closes with their reasons. */
export const useCodeHistory = (id: number) =>
  useQuery({
    queryKey: [...CODE_DATA_KEY, 'history', id],
    queryFn: () => call(bindingOperations.history, { params: { id } }),
  });
