import {
  SCREEN_TREE,
  isScreenGroup,
  type Screen,
  type ScreenName,
  type ScreenTitleKey,
  type ScreenTreeEntry,
} from '@lading/shared';

/**
 * The user guide's outline, read off the shared screen tree: the general chapters first,
 * then one part per menu folder (a top-level screen is a part of its own) with a section per
 * visible screen. A hidden screen is opened from another screen: its text and screenshot sit
 * in that screen's section. A new screen without a guide section fails guide-chapters.test.ts.
 */

/** Chapters about the whole app, each with a title and steps in docs.json. */
export const GENERAL_CHAPTERS = ['signIn', 'language', 'layout', 'messages', 'password'] as const;

/** The visible screen each hidden screen is opened from (same folder). */
export const OPENED_FROM: Readonly<Record<string, ScreenName>> = {
  addProduct: 'product',
  editProduct: 'product',
  productDetails: 'product',
  productRecord: 'product',
  supplierDetails: 'supplier',
  addSupplier: 'supplier',
  editSupplier: 'supplier',
  supplierRecord: 'supplier',
  supplierStage: 'supplier',
  stageRecord: 'supplier',
  addDeliveryNote: 'deliveryNote',
  editDeliveryNote: 'deliveryNote',
  deliveryNoteDetails: 'deliveryNote',
  shipmentDetails: 'shipmentList',
  addScrap: 'scrap',
  editScrap: 'scrap',
  scrapDetails: 'scrap',
  rearrangement: 'preArrange',
  allocMenu: 'role',
  allocResource: 'role',
  addMenu: 'menu',
  updateMenu: 'menu',
  resourceCategory: 'resource',
  datasDetails: 'dataList',
  complement: 'dataList',
};

export interface GuideSection {
  screen: Screen;
  /** The hidden screens opened from this one, in the tree's order. */
  folded: Screen[];
}

export interface GuidePart {
  /** The folder's (or top-level screen's) name: the part's anchor. */
  name: string;
  titleKey: ScreenTitleKey;
  sections: GuideSection[];
}

function sectionsOf(screens: readonly Screen[]): GuideSection[] {
  return screens
    .filter((screen) => !screen.hidden)
    .map((screen) => ({
      screen,
      folded: screens.filter((other) => other.hidden && OPENED_FROM[other.name] === screen.name),
    }));
}

/** The parts of the guide after the general chapters, in the menu's order. */
export function guideParts(tree: readonly ScreenTreeEntry[] = SCREEN_TREE): GuidePart[] {
  return tree.map((entry) => ({
    name: entry.name,
    titleKey: entry.titleKey,
    sections: sectionsOf(isScreenGroup(entry) ? entry.children : [entry]),
  }));
}

/** Where the browser tests save a screen's screenshot (apps/web/public/guide). */
export const guideImage = (screen: string, language: 'en' | 'zh') =>
  `/guide/${screen}.${language}.jpg`;
