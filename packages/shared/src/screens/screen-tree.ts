import { dashboardOperations } from '../dashboard/dashboard.operations';
import { stationMessageOperations } from '../messages/station-message.operations';
import { arrange, information, reportForms, user } from './operations-screens';
import {
  expandScreenGrant,
  flattenScreenTree,
  isScreenGroup,
  readResourcesOf,
  type Screen,
  type ScreenTreeEntry,
} from './screen';
import { factory, myOrder, production } from './supply-screens';
import { stock } from './stock-screens';
import { datas, scanCode, verification } from './serial-screens';

const home = {
  name: 'home',
  path: '/home',
  titleKey: 'home',
  icon: 'HomeOutlined',
  operations: [stationMessageOperations.unreadCount, dashboardOperations.homeSummary],
} as const satisfies Screen;

/**
 * issue 14: the API reference, read off the OpenAPI document (GET /api/docs, any signed-in
 * user). That document describes the operations and is not one of them: nothing to list here.
 */
const apiReference = {
  name: 'apiReference',
  path: '/apiReference',
  titleKey: 'apiReference',
  icon: 'ApiOutlined',
  operations: [],
} as const satisfies Screen;

/**
 * The screens of the web, once: the server seeds the menus from this tree (one menu per
 * entry, in this order, titles from the `screens` labels), the web builds its routes from
 * it, and granting a group a screen grants the resources of the screen's read operations.
 * Only screens that exist are here; spec §2 routes not built yet are not.
 */
export const SCREEN_TREE = [
  home,
  production,
  stock,
  factory,
  myOrder,
  scanCode,
  datas,
  verification,
  arrange,
  reportForms,
  information,
  user,
  apiReference,
] as const satisfies readonly ScreenTreeEntry[];

type TopEntry = (typeof SCREEN_TREE)[number];
type ChildEntry = Extract<TopEntry, { children: unknown }>['children'][number];

/** A menu folder's name (`production`). */
export type ScreenGroupName = Extract<TopEntry, { children: unknown }>['name'];
/** A screen's name (`product`, `home`). */
export type ScreenName = ChildEntry['name'] | Exclude<TopEntry, { children: unknown }>['name'];
/** Any entry of the menu tree: a folder or a screen. */
export type MenuEntryName = ScreenGroupName | ScreenName;

/** Every entry with its parent's name, folders before their screens. */
export const SCREEN_ENTRIES = flattenScreenTree(SCREEN_TREE);

/** Every screen (no folders). */
export const SCREENS: readonly Screen[] = SCREEN_ENTRIES.map((item) => item.entry).filter(
  (entry): entry is Screen => !isScreenGroup(entry),
);

const byName = new Map<string, ScreenTreeEntry>(
  SCREEN_ENTRIES.map((item) => [item.entry.name, item.entry]),
);

/** The entry of this name, or undefined when no screen or folder is called so. */
export const screenEntry = (name: string): ScreenTreeEntry | undefined => byName.get(name);

/** A menu grant by names as entries (a folder brings its screens, a screen its folder). */
export const screensGranted = (names: readonly MenuEntryName[]) =>
  expandScreenGrant(SCREEN_TREE, names);

/** The resources that the read operations of the named screens need. */
export const readResourcesOfScreens = (names: readonly string[]) =>
  readResourcesOf(names.map(screenEntry).filter((entry) => entry !== undefined));
