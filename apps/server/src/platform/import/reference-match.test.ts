import { describe, expect, it } from 'vitest';
import { ACCEPTED_SHOWN, nameHalves, ReferenceIndex } from './reference-match';

const points = new ReferenceIndex([
  { value: 1, code: 'YANTIAN', names: ['Shenzhen Yantian 深圳盐田'] },
  { value: 2, code: 'NANSHA', names: ['Guangzhou Nansha 广州南沙'] },
  { value: 3, code: 'SHEKOU', names: ['Yantian / 蛇口'] },
]);

describe('reference-match', () => {
  it('splits a bilingual name into its halves, and leaves a one-script name whole', () => {
    expect(nameHalves('Shenzhen Yantian 深圳盐田')).toEqual(['深圳盐田', 'Shenzhen Yantian']);
    expect(nameHalves('深圳盐田（Shenzhen Yantian）')).toEqual(['深圳盐田', 'Shenzhen Yantian']);
    expect(nameHalves('Yantian / 蛇口')).toEqual(['蛇口', 'Yantian']);
    expect(nameHalves('Lagos (Apapa)')).toEqual([]);
    expect(nameHalves('深圳盐田')).toEqual([]);
  });

  it('finds by code, whole name or half, ignoring case, width and spaces', () => {
    for (const text of [
      'YANTIAN',
      'yantian',
      'ＹＡＮＴＩＡＮ',
      ' Shenzhen  Yantian 深圳盐田 ',
      'shenzhen yantian',
      '深圳盐田',
    ]) {
      expect(points.find(text)).toEqual({ found: 1 });
    }
    // a code wins over a half of another's name
    expect(points.find('Yantian')).toEqual({ found: 1 });
    expect(points.find('蛇口')).toEqual({ found: 3 });
  });

  it('refuses what several answer to at one level, naming them', () => {
    const twins = new ReferenceIndex([
      { value: 1, code: 'A', names: ['Shekou 蛇口'] },
      { value: 2, code: 'B', names: ['Shekou Port 蛇口'] },
    ]);
    expect(twins.find('蛇口')).toEqual({
      refused: {
        key: 'import.ambiguousReference',
        params: { value: '蛇口', candidates: 'A (Shekou 蛇口), B (Shekou Port 蛇口)' },
      },
    });
  });

  it('refuses an unknown text listing what is accepted, the alike first, capped', () => {
    expect(points.find('Xiamen')).toEqual({
      refused: {
        key: 'import.unknownReference',
        params: {
          value: 'Xiamen',
          accepted:
            'YANTIAN (Shenzhen Yantian 深圳盐田), NANSHA (Guangzhou Nansha 广州南沙), SHEKOU (Yantian / 蛇口)',
        },
      },
    });
    expect(points.unknown('Nansha port').params.accepted).toMatch(/^NANSHA/);

    const many = new ReferenceIndex(
      Array.from({ length: ACCEPTED_SHOWN + 3 }, (_, i) => ({
        value: i,
        code: `P${i}`,
        names: [],
      })),
    );
    expect(many.unknown('Q')).toEqual({
      key: 'import.unknownReferenceMore',
      params: {
        value: 'Q',
        accepted: Array.from({ length: ACCEPTED_SHOWN }, (_, i) => `P${i}`).join(', '),
        more: 3,
      },
    });
  });
});
