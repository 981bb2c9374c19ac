import {
  resourceOperations as op,
  type OperationInput,
  type ResourceCategoryItem,
  type ResourceItem,
  type SaveResourceCategoryRequest,
  type SaveResourceRequest,
} from '@lading/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { ALL_RESOURCES_KEY, RESOURCES_KEY, RESOURCE_CATEGORIES_KEY } from '../common/query-keys';

/** The resource list's filters (category, name, route): the list query without paging. */
export type ResourceFilters = Omit<OperationInput<typeof op.list>['query'], 'pageNum' | 'pageSize'>;

export const useAllResources = () =>
  useQuery({ queryKey: ALL_RESOURCES_KEY, queryFn: () => call(op.listAll) });

export const useResourceCategories = () =>
  useQuery({ queryKey: RESOURCE_CATEGORIES_KEY, queryFn: () => call(op.categories) });

/** Every resource list and the category counts change together. */
export function useResourceMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: RESOURCES_KEY });
  return {
    save: useMutation({
      mutationFn: ({
        resource,
        body,
      }: {
        resource?: ResourceItem | undefined;
        body: SaveResourceRequest;
      }) =>
        resource
          ? call(op.update, { params: { id: resource.id }, body })
          : call(op.create, { body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(op.remove, { params: { id } }),
      onSuccess: refresh,
    }),
    saveCategory: useMutation({
      mutationFn: ({
        category,
        body,
      }: {
        category?: ResourceCategoryItem | undefined;
        body: SaveResourceCategoryRequest;
      }) =>
        category
          ? call(op.updateCategory, { params: { id: category.id }, body })
          : call(op.createCategory, { body }),
      onSuccess: refresh,
    }),
    removeCategory: useMutation({
      mutationFn: (id: number) => call(op.removeCategory, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}
