import { describe, expect, it } from 'vitest';
import { toSaveBody } from './kit-form';

const product = (value: number) => ({ value, label: `P${value}` });

describe('kit form', () => {
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
