import { describe, expect, it } from 'vitest';
import {
  ancestorColumnsAbove,
  ancestorsAbove,
  ancestorsUnder,
  canHold,
  codeInScope,
  containerNoKey,
  limitOf,
  maxOf,
  NO_ANCESTORS,
  wouldCycle,
} from './binding-rules';

/** issue 18: the pure rules of binding — ancestors, levels, limits, scope. */

describe('ancestors', () => {
  it('are the parent’s own and the parent itself', () => {
    const pallet = { ...NO_ANCESTORS, id: 7, level: 'pallet' as const, up_container_id: 3 };
    expect(ancestorsUnder(pallet)).toEqual({
      ...NO_ANCESTORS,
      up_pallet_id: 7,
      up_container_id: 3,
    });
    const box = { ...NO_ANCESTORS, id: 9, level: 'giftBox' as const, up_carton_id: 4 };
    expect(ancestorsUnder(box)).toEqual({ ...NO_ANCESTORS, up_gift_box_id: 9, up_carton_id: 4 });
  });

  it('of the levels above a code are what its descendants take from it', () => {
    expect(ancestorColumnsAbove('carton')).toEqual(['up_pallet_id', 'up_container_id']);
    expect(ancestorColumnsAbove('product')).toEqual([
      'up_pack_id',
      'up_gift_box_id',
      'up_carton_id',
      'up_pallet_id',
      'up_container_id',
    ]);
    expect(ancestorColumnsAbove('container')).toEqual([]);
    const all = { ...NO_ANCESTORS, up_carton_id: 1, up_pallet_id: 2, up_container_id: 3 };
    expect(ancestorsAbove('carton', all)).toEqual({ up_pallet_id: 2, up_container_id: 3 });
  });

  it('refuse a loop: a parent inside the child, or the child itself', () => {
    const cartonInPallet = { ...NO_ANCESTORS, id: 5, up_pallet_id: 2 };
    expect(wouldCycle(cartonInPallet, { id: 2, level: 'pallet' })).toBe(true);
    expect(wouldCycle(cartonInPallet, { id: 5, level: 'carton' })).toBe(true);
    expect(wouldCycle(cartonInPallet, { id: 8, level: 'pallet' })).toBe(false);
    expect(wouldCycle(cartonInPallet, { id: 2, level: 'product' })).toBe(false);
  });
});

describe('levels and limits', () => {
  it('hold the levels below as CHILD_LEVELS says', () => {
    expect(canHold('container', 'carton')).toBe(true);
    expect(canHold('container', 'product')).toBe(false);
    expect(canHold('pack', 'product')).toBe(true);
    expect(canHold('carton', 'pallet')).toBe(false);
  });

  it('cap a parent at the expected count, else the packaging maximum', () => {
    const figures = { piecesPerCarton: 4, cartonsPerPallet: 3, kitPieces: 5 };
    expect(['carton', 'pallet', 'pack', 'giftBox'].map((l) => maxOf(l as never, figures))).toEqual([
      4,
      3,
      5,
      null,
    ]);
    expect(limitOf(2, 4)).toBe(2);
    expect(limitOf(null, 4)).toBe(4);
    expect(limitOf(null, null)).toBeNull();
  });

  it('compare container numbers as letters and digits', () => {
    expect(containerNoKey('mscu 123456-7')).toBe('MSCU1234567');
  });

  it('scope codes to the caller’s suppliers; codes of none are the staff’s', () => {
    const own = { kind: 'ownSuppliers', supplierIds: [1] } as const;
    expect(codeInScope(own, 1)).toBe(true);
    expect(codeInScope(own, 2)).toBe(false);
    expect(codeInScope(own, null)).toBe(false);
    expect(codeInScope({ kind: 'allSuppliers' }, null)).toBe(true);
  });
});
