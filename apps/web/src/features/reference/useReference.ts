import {
  containerTypeOperations,
  type AnyOperation,
  type ContainerTypeCode,
  type OperationAnswer,
  type OperationInput,
  type UpdateContainerTypeRequest,
} from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile } from '../../api/call';

/**
 * The shared descriptors of one reference list: the paged list, its Excel export, add,
 * edit and delete by id (`loadingPointOperations`, …, `leadTimeOperations`). The screens
 * read the row, body and filter types off them.
 */
export type ReferenceOperations = Record<
  'list' | 'export' | 'create' | 'update' | 'remove',
  AnyOperation
>;
/** One row of the list. */
export type ReferenceRow<O extends ReferenceOperations> = OperationAnswer<
  O['list']
>['list'][number];
/** The body of an add or an edit. */
export type ReferenceBody<O extends ReferenceOperations> = OperationInput<O['create']>['body'];
/** The list's filters (all optional: none is the whole list), paging aside. */
export type ReferenceFilters<O extends ReferenceOperations> = Omit<
  OperationInput<O['list']>['query'],
  'pageNum' | 'pageSize'
>;

/** Every query of the reference screens starts with this key. */
export const REFERENCE_KEY = ['reference'] as const;
export const CONTAINER_TYPES_KEY = [...REFERENCE_KEY, 'container-types'] as const;
export const referenceListKey = (list: AnyOperation, query: object) =>
  [...REFERENCE_KEY, list.path, 'list', query] as const;

/*
 * Inside these generic hooks the descriptor is any reference list's, so it is called as
 * one; the screens get the row, body and filter types of their own list.
 */
const anyInput = (input: object) => input as OperationInput<AnyOperation>;
const anyCall = (op: AnyOperation, input: object) => call(op, anyInput(input));

/** The Excel export of the rows `filters` select (all pages). */
export const exportReferenceList = <O extends ReferenceOperations>(
  operations: O,
  filters: ReferenceFilters<O>,
) => downloadFile(operations.export as AnyOperation, anyInput({ query: filters }));

/** Edit permission of every reference screen (the server's `reference.write` resource). */
export const REFERENCE_WRITE = 'reference.write';

/**
 * Add, edit and delete on one reference list. A save refreshes every reference list: the
 * transit times show the shipping lines' names, so one list's change shows in another.
 */
export function useReferenceMutations<O extends ReferenceOperations>(operations: O) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: REFERENCE_KEY });
  return {
    save: useMutation({
      mutationFn: ({
        record,
        body,
      }: {
        record?: { id: number } | undefined;
        body: ReferenceBody<O>;
      }) =>
        (record
          ? anyCall(operations.update, { params: { id: record.id }, body })
          : anyCall(operations.create, { body })) as Promise<ReferenceRow<O>>,
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (record: { id: number }) =>
        anyCall(operations.remove, { params: { id: record.id } }),
      onSuccess: refresh,
    }),
  };
}

export const useContainerTypes = () =>
  useQuery({ queryKey: CONTAINER_TYPES_KEY, queryFn: () => call(containerTypeOperations.list) });

export function useUpdateContainerType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: ContainerTypeCode; body: UpdateContainerTypeRequest }) =>
      call(containerTypeOperations.update, { params: { code }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTAINER_TYPES_KEY }),
  });
}
