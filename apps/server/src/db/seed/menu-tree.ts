import { operationsMenus } from './menu-tree-operations';
import { supplyMenus } from './menu-tree-supply';

// Seed data for the menus table: every route of spec §2, in the spec's order.
// name = the web route name the server's menu list is matched by (spec §2);
// title = Chinese, entitle = English; hidden / keepAlive exactly as the spec marks them.
export interface MenuSeed {
  name: string;
  title: string;
  entitle: string;
  icon: string;
  hidden?: true;
  keepAlive?: true;
  children?: MenuSeed[];
}

export const menuTree: MenuSeed[] = [
  { name: 'home', title: '首页', entitle: 'Homepage', icon: 'HomeOutlined' },
  ...supplyMenus,
  ...operationsMenus,
];
