import { describe, expect, it } from 'vitest';
import { duplicateRows, toSaveBody } from './kit-form';

const product = (value: number) => ({ value, label: `P${value}` });

describe('kit form', () => {
  it('marks the later rows naming a product already chosen above', () => {
    expect(
      duplicateRows([
        { product: product(1), qty: 1 },
        { product: product(2), qty: 1 },
        { product: product(1), qty: 2 },
        { qty: 1 },
        undefined,
        { product: product(2) },
      ]),
    ).toEqual(new Set([2, 5]));
    expect(duplicateRows([{ product: product(1) }, { product: product(3) }])).toEqual(new Set());
  });

  it('sends trimmed fields and components as product id and quantity', () => {
    expect(
      toSaveBody({
        kitCode: ' K-1 ',
        name: ' Kit ',
        lifeCycle: 'New',
        activeness: 'Active',
        components: [
          { product: product(7), qty: 2 },
          { product: product(9), qty: 1 },
        ],
      }),
    ).toEqual({
      kitCode: 'K-1',
      name: 'Kit',
      lifeCycle: 'New',
      activeness: 'Active',
      description: '',
      components: [
        { product: 7, qty: 2 },
        { product: 9, qty: 1 },
      ],
    });
  });
});
