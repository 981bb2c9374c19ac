import type {
  ResourceCategoryItem,
  ResourceItem,
  SaveResourceCategoryRequest,
  SaveResourceRequest,
} from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourcesApi } from '../../../api/admin.api';
import type { Paging } from '../../common/paging';
import { ALL_RESOURCES_KEY, RESOURCES_KEY, RESOURCE_CATEGORIES_KEY } from '../common/query-keys';

export interface ResourceFilters {
  categoryId?: number | undefined;
  nameKeyword?: string | undefined;
  urlKeyword?: string | undefined;
}

export const useResourceList = (query: ResourceFilters & Paging) =>
  useQuery({
    queryKey: [...RESOURCES_KEY, 'list', query],
    queryFn: () => resourcesApi.list(query),
    placeholderData: keepPreviousData,
  });

export const useAllResources = () =>
  useQuery({ queryKey: ALL_RESOURCES_KEY, queryFn: resourcesApi.listAll });

export const useResourceCategories = () =>
  useQuery({ queryKey: RESOURCE_CATEGORIES_KEY, queryFn: resourcesApi.categories });

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
      }) => (resource ? resourcesApi.update(resource.id, body) : resourcesApi.create(body)),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: resourcesApi.remove, onSuccess: refresh }),
    saveCategory: useMutation({
      mutationFn: ({
        category,
        body,
      }: {
        category?: ResourceCategoryItem | undefined;
        body: SaveResourceCategoryRequest;
      }) =>
        category
          ? resourcesApi.updateCategory(category.id, body)
          : resourcesApi.createCategory(body),
      onSuccess: refresh,
    }),
    removeCategory: useMutation({ mutationFn: resourcesApi.removeCategory, onSuccess: refresh }),
  };
}
