import { lazyPage } from './lazy-page';
import type { RouteDef } from './menu-routes';

/**
 * The one route table: every screen that exists, under the spec §2 names. After sign-in
 * the server's menus filter and order it (menu-routes.ts). Pages are lazy chunks.
 */
export const routeTable: RouteDef[] = [
  {
    name: 'home',
    path: 'home',
    title: { zh: '首页', en: 'Homepage' },
    icon: 'HomeOutlined',
    page: lazyPage(() => import('../features/home/HomePage')),
  },
  {
    name: 'production',
    path: 'production',
    title: { zh: '产品', en: 'Product' },
    icon: 'ShoppingOutlined',
    children: [
      {
        name: 'product',
        path: 'product',
        title: { zh: '产品列表', en: 'Product List' },
        icon: 'AppstoreOutlined',
        keepAlive: true,
        page: lazyPage(() => import('../features/products/ProductListPage')),
      },
      {
        name: 'addProduct',
        path: 'addProduct',
        title: { zh: '新增产品', en: 'Add Product' },
        icon: 'PlusOutlined',
        hidden: true,
        page: lazyPage(() => import('../features/products/ProductFormPage')),
      },
      {
        name: 'editProduct',
        path: 'editProduct',
        title: { zh: '编辑产品', en: 'Edit Product' },
        icon: 'EditOutlined',
        hidden: true,
        page: lazyPage(() => import('../features/products/ProductFormPage')),
      },
      {
        name: 'productDetails',
        path: 'productDetails',
        title: { zh: '产品详情', en: 'Product Details' },
        icon: 'FileSearchOutlined',
        hidden: true,
        page: lazyPage(() => import('../features/products/ProductDetailsPage')),
      },
    ],
  },
  {
    name: 'information',
    path: 'information',
    title: { zh: '物流基础数据', en: 'Shipping Reference' },
    icon: 'EnvironmentOutlined',
    children: [
      {
        name: 'point',
        path: 'point',
        title: { zh: '装货地点', en: 'Loading Locations' },
        icon: 'AimOutlined',
        page: lazyPage(() => import('../features/reference/points/LoadingPointPage')),
      },
      {
        name: 'shippingLine',
        path: 'shippingLine',
        title: { zh: '船公司', en: 'Shipping Lines' },
        icon: 'CompassOutlined',
        keepAlive: true,
        page: lazyPage(() => import('../features/reference/shipping-lines/ShippingLinePage')),
      },
      {
        name: 'standardTransitTime',
        path: 'standardTransitTime',
        title: { zh: '标准运输时效', en: 'Standard Transit Time' },
        icon: 'ClockCircleOutlined',
        keepAlive: true,
        page: lazyPage(() => import('../features/reference/transit-times/TransitTimePage')),
      },
      {
        name: 'loadingInformation',
        path: 'loadingInformation',
        title: { zh: '集装箱限重', en: 'Container Weight Limit' },
        icon: 'DashboardOutlined',
        keepAlive: true,
        page: lazyPage(
          () => import('../features/reference/loading-information/LoadingInformationPage'),
        ),
      },
    ],
  },
  {
    name: 'user',
    path: 'user',
    title: { zh: '权限管理', en: 'Permissions' },
    icon: 'SafetyCertificateOutlined',
    children: [
      {
        name: 'admin',
        path: 'admin',
        title: { zh: '用户列表', en: 'Users' },
        icon: 'UserOutlined',
        page: lazyPage(() => import('../features/admin/users/UserListPage')),
      },
      {
        name: 'role',
        path: 'role',
        title: { zh: '用户组', en: 'Groups' },
        icon: 'TeamOutlined',
        page: lazyPage(() => import('../features/admin/groups/GroupListPage')),
      },
      {
        name: 'allocMenu',
        path: 'allocMenu',
        title: { zh: '分配菜单', en: 'Assign Menus' },
        hidden: true,
        page: lazyPage(() => import('../features/admin/groups/AllocMenuPage')),
      },
      {
        name: 'allocResource',
        path: 'allocResource',
        title: { zh: '分配资源', en: 'Assign Resources' },
        hidden: true,
        page: lazyPage(() => import('../features/admin/groups/AllocResourcePage')),
      },
      {
        name: 'menu',
        path: 'menu',
        title: { zh: '菜单管理', en: 'Menus' },
        icon: 'MenuOutlined',
        page: lazyPage(() => import('../features/admin/menus/MenuListPage')),
      },
      {
        name: 'addMenu',
        path: 'addMenu',
        title: { zh: '添加菜单', en: 'Add Menu' },
        hidden: true,
        page: lazyPage(() => import('../features/admin/menus/MenuFormPage')),
      },
      {
        name: 'updateMenu',
        path: 'updateMenu',
        title: { zh: '编辑菜单', en: 'Edit Menu' },
        hidden: true,
        page: lazyPage(() => import('../features/admin/menus/MenuFormPage')),
      },
      {
        name: 'resource',
        path: 'resource',
        title: { zh: '资源列表', en: 'Permission List' },
        icon: 'KeyOutlined',
        page: lazyPage(() => import('../features/admin/resources/ResourceListPage')),
      },
      {
        name: 'resourceCategory',
        path: 'resourceCategory',
        title: { zh: '资源分类', en: 'Resource Categories' },
        hidden: true,
        page: lazyPage(() => import('../features/admin/resources/ResourceCategoryPage')),
      },
    ],
  },
];
