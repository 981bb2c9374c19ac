import { describe, expect, it } from 'vitest';
import { presetFromQuery } from './plan-line-preset';

describe('filters from a message link', () => {
  it('reads the spec links: -1,3 / 0,3 and owner=1 / 1 / 2', () => {
    expect(presetFromQuery(new URLSearchParams('confirmReadyDate=-1,3'))).toEqual({
      confirmReadyDate: [-1, 3],
      owner: undefined,
    });
    expect(presetFromQuery(new URLSearchParams('confirmReadyDate=0,3&owner=1'))).toEqual({
      confirmReadyDate: [0, 3],
      owner: 1,
    });
    expect(presetFromQuery(new URLSearchParams('confirmReadyDate=2')).confirmReadyDate).toEqual([
      2,
    ]);
  });

  it('takes repeated values, drops unknown ones and duplicates', () => {
    expect(
      presetFromQuery(new URLSearchParams('confirmReadyDate=1&confirmReadyDate=7,1,x&owner=2')),
    ).toEqual({ confirmReadyDate: [1], owner: undefined });
    expect(presetFromQuery(new URLSearchParams(''))).toEqual({
      confirmReadyDate: undefined,
      owner: undefined,
    });
  });
});
