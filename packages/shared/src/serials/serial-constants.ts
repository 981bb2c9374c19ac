/**
 * Serial numbers (issues 18, 19; spec §2 /verification, /scanCode, /datas; §9 code levels;
 * DOMAIN.md "Serial numbers and traceability"): the vocabulary shared by server and web.
 */

/** Code levels, lowest first; `pack` is a kit pack (binds its kit's component products). */
export const CODE_LEVELS = [
  'part',
  'product',
  'pack',
  'giftBox',
  'carton',
  'pallet',
  'container',
] as const;
export type CodeLevel = (typeof CODE_LEVELS)[number];

/** The levels a code of each level may hold (its children's levels). */
export const CHILD_LEVELS: Record<CodeLevel, readonly CodeLevel[]> = {
  part: [],
  product: ['part'],
  pack: ['product'],
  giftBox: ['product', 'pack'],
  carton: ['product', 'pack', 'giftBox'],
  pallet: ['carton'],
  container: ['pallet', 'carton'],
};

/** The levels that can hold children: each has an ancestor column on every code below it. */
export const PARENT_LEVELS = [
  'product',
  'pack',
  'giftBox',
  'carton',
  'pallet',
  'container',
] as const;
export type ParentLevel = (typeof PARENT_LEVELS)[number];

export const isParentLevel = (level: CodeLevel): level is ParentLevel =>
  (PARENT_LEVELS as readonly string[]).includes(level);

/** Levels whose codes belong to one product (and its supplier); containers hold many. */
export const PRODUCT_LEVELS: readonly CodeLevel[] = [
  'part',
  'product',
  'pack',
  'giftBox',
  'carton',
  'pallet',
];

/** What a template segment stands for (spec §3 "parameter type"). */
export const SEGMENT_KINDS = ['productId', 'versionNo', 'supplierId', 'serialNo', 'other'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

/** spec §3 character type: pure digits, pure letters, digits and letters. */
export const CHAR_TYPES = ['digits', 'letters', 'alphanumeric'] as const;
export type CharType = (typeof CHAR_TYPES)[number];

/**
 * spec §3 static or dynamic matching: static = the segment is always `staticValue`; dynamic =
 * the segment varies (a product ID, supplier ID or version no. segment must then equal the
 * scan context's product code, supplier code or product version).
 */
export const MATCH_TYPES = ['static', 'dynamic'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/** A check over the whole code after the segments: ISO 6346 (containers) or GS1 mod 10. */
export const CHECK_RULES = ['none', 'iso6346', 'gs1Mod10'] as const;
export type CheckRule = (typeof CHECK_RULES)[number];

export const MAX_SEGMENTS = 12;
export const MAX_SEGMENT_LENGTH = 40;
export const MAX_CODE_LENGTH = 80;

/** spec §2 /verification: one template screen per level. */
export const TEMPLATE_SCREENS = {
  partTemplate: 'part',
  productTemplate: 'product',
  giftBox: 'giftBox',
  cartonBox: 'carton',
  pallet: 'pallet',
  packTemplate: 'pack',
  containerTemplate: 'container',
} as const satisfies Record<string, CodeLevel>;

/** spec §2 /scanCode: a station per parent level (bindCode chooses its level). */
export const STATION_SCREENS = {
  scanProduct: 'product',
  scanGiftBox: 'giftBox',
  scanCartonBox: 'carton',
  scanPack: 'pack',
  scanPallet: 'pallet',
  scanContainer: 'container',
} as const satisfies Record<string, ParentLevel>;

/** The bind history's actions. */
export const BIND_ACTIONS = ['bind', 'unbind', 'rebind', 'close', 'reopen'] as const;
export type BindAction = (typeof BIND_ACTIONS)[number];

/** Company setting: the GS1 company prefix that pallet labels' SSCCs start with. */
export const GS1_COMPANY_PREFIX_PATTERN = /^\d{6,12}$/;
