import type {
  AllocMenuRequest,
  AllocResourceRequest,
  GroupItem,
  GroupRef,
  ListGroupsRequest,
  ListResourcesRequest,
  ListSuppliersRequest,
  ListUsersRequest,
  MenuItem,
  MenuTreeItem,
  Page,
  RegisterUserRequest,
  ResourceCategoryItem,
  ResourceItem,
  SaveGroupRequest,
  SaveMenuRequest,
  SaveResourceCategoryRequest,
  SaveResourceRequest,
  SupplierItem,
  UpdateUserRequest,
  UserItem,
} from '@lading/shared';
import { http } from './http';

/** Input as the form holds it: defaults the server fills may be left out. */
type Input<T> = Partial<T>;

/** User, group, menu and resource administration calls (spec §7 and the /user screens). */
export const usersApi = {
  list: (query: Input<ListUsersRequest>) => http.get<Page<UserItem>>('/admin/list', query),
  register: (body: Input<RegisterUserRequest>) => http.post<UserItem>('/admin/register', body),
  update: (id: number, body: Input<UpdateUserRequest>) =>
    http.post<UserItem>(`/admin/update/${id}`, body),
  updateStatus: (id: number, query: { status?: 0 | 1; locked?: 0 | 1 }) =>
    http.post<UserItem>(`/admin/updateStatus/${id}`, undefined, { query }),
  remove: (id: number) => http.post<null>(`/admin/delete/${id}`),
  roles: (id: number) => http.get<GroupRef[]>(`/admin/role/${id}`),
  updateRole: (adminId: number, roleId: number) =>
    http.post<GroupRef[]>('/admin/role/update', { adminId, roleIds: [roleId] }),
};

export const groupsApi = {
  list: (query: Input<ListGroupsRequest>) => http.get<Page<GroupItem>>('/role/list', query),
  listAll: () => http.get<GroupItem[]>('/role/listAll'),
  create: (body: Input<SaveGroupRequest>) => http.post<GroupItem>('/role/create', body),
  update: (id: number, body: Input<SaveGroupRequest>) =>
    http.post<GroupItem>(`/role/update/${id}`, body),
  remove: (id: number) => http.post<null>(`/role/delete/${id}`),
  menus: (roleId: number) => http.get<MenuItem[]>(`/role/listMenu/${roleId}`),
  resources: (roleId: number) => http.get<ResourceItem[]>(`/role/listResource/${roleId}`),
  allocMenu: (body: AllocMenuRequest) => http.post<MenuItem[]>('/role/allocMenu', body),
  allocResource: (body: AllocResourceRequest) =>
    http.post<ResourceItem[]>('/role/allocResource', body),
};

export const menusApi = {
  list: (parentId: number, query: { pageNum?: number; pageSize?: number }) =>
    http.get<Page<MenuItem>>(`/menu/list/${parentId}`, query),
  tree: () => http.get<MenuTreeItem[]>('/menu/treeList'),
  get: (id: number) => http.get<MenuItem>(`/menu/${id}`),
  create: (body: Input<SaveMenuRequest>) => http.post<MenuItem>('/menu/create', body),
  update: (id: number, body: Input<SaveMenuRequest>) =>
    http.post<MenuItem>(`/menu/update/${id}`, body),
  remove: (id: number) => http.post<null>(`/menu/delete/${id}`),
  updateHidden: (id: number, hidden: 0 | 1) =>
    http.post<MenuItem>(`/menu/updateHidden/${id}`, undefined, { query: { hidden } }),
};

export const resourcesApi = {
  list: (query: Input<ListResourcesRequest>) =>
    http.get<Page<ResourceItem>>('/resource/list', query),
  listAll: () => http.get<ResourceItem[]>('/resource/listAll'),
  get: (id: number) => http.get<ResourceItem>(`/resource/${id}`),
  create: (body: Input<SaveResourceRequest>) => http.post<ResourceItem>('/resource/create', body),
  update: (id: number, body: Input<SaveResourceRequest>) =>
    http.post<ResourceItem>(`/resource/update/${id}`, body),
  remove: (id: number) => http.post<null>(`/resource/delete/${id}`),
  categories: () => http.get<ResourceCategoryItem[]>('/resourceCategory/listAll'),
  createCategory: (body: Input<SaveResourceCategoryRequest>) =>
    http.post<ResourceCategoryItem>('/resourceCategory/create', body),
  updateCategory: (id: number, body: Input<SaveResourceCategoryRequest>) =>
    http.post<ResourceCategoryItem>(`/resourceCategory/update/${id}`, body),
  removeCategory: (id: number) => http.post<null>(`/resourceCategory/delete/${id}`),
};

export const suppliersApi = {
  list: (query: Input<ListSuppliersRequest>) => http.get<Page<SupplierItem>>('/suppliers', query),
};
