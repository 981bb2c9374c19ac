import { describe, expect, it } from 'vitest';
import { admin, errorFields, t, useTestContext } from '../../test/harness';
import { countProducts, createProduct, productBody } from './product.test-support';

useTestContext({ admin: true });

describe('products: refused input names the field and writes nothing', () => {
  const refused = async (body: unknown, fields: string[], message?: RegExp) => {
    const before = await countProducts(t);
    const answer = await createProduct(t, admin, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(errorFields(answer)).toEqual(fields);
    if (message) expect(answer.body.message).toMatch(message);
    expect(await countProducts(t)).toBe(before);
  };
  const without = (field: string) => {
    const body: Record<string, unknown> = productBody();
    delete body[field];
    return body;
  };

  it('refuses a typed CBM: it is computed, never sent', async () => {
    await refused({ ...productBody(), cbm: 0.1 }, ['cbm'], /^cbm: is not an accepted field/);
    await refused({ ...productBody(), unitCbm: 0.1 }, ['unitCbm']);
  });

  it('requires the identifying and packaging fields', async () => {
    for (const field of [
      'productId',
      'itemNumber',
      'shortName',
      'modelNumber',
      'modelName',
      'activeness',
      'brand',
      'category',
      'netWeightKg',
      'grossWeightKg',
      'packageType',
      'qtyPerPackage',
      'lengthCm',
      'widthCm',
      'heightCm',
      'serialized',
    ]) {
      await refused(without(field), [field]);
    }
    await refused(productBody({ productId: '  ' }), ['productId'], /^Product ID: cannot be empty/);
  });

  it('checks keys, codes and lengths', async () => {
    await refused(productBody({ productId: 'P 1' }), ['productId'], /not in the accepted format/);
    await refused(productBody({ itemNumber: 'x'.repeat(41) }), ['itemNumber'], /at most 40/);
    await refused(productBody({ shortName: 's'.repeat(101) }), ['shortName']);
    await refused(
      productBody({ activeness: 'Obsolete' as 'Active' }),
      ['activeness'],
      /must be one of Active, Inactive/,
    );
    await refused(
      productBody({ category: 'solar' as 'others' }),
      ['category'],
      /^Category: must be one of mainKits/,
    );
    await refused(
      { ...productBody(), countryShortNames: { XX: 'x' } },
      ['countryShortNames.XX'],
      /not an accepted field/,
    );
    await refused({ ...productBody(), countryShortNames: { NG: 'n'.repeat(51) } }, [
      'countryShortNames.NG',
    ]);
    await refused(productBody({ parentSn: 'p'.repeat(61) }), ['parentSn']);
  });

  it('checks weights, dimensions and quantities', async () => {
    await refused(productBody({ netWeightKg: 0 }), ['netWeightKg'], /must be at least 0/);
    await refused(productBody({ netWeightKg: 1.0001 }), ['netWeightKg']);
    await refused(
      productBody({ netWeightKg: 10, grossWeightKg: 9.999 }),
      ['grossWeightKg'],
      /^Gross weight per piece \(kg\): cannot be less than the net weight$/,
    );
    await refused(productBody({ lengthCm: 60.25 }), ['lengthCm']);
    await refused(productBody({ widthCm: 1001 }), ['widthCm'], /at most 1000/);
    await refused(productBody({ heightCm: -1 }), ['heightCm']);
    await refused(productBody({ qtyPerPackage: 0 }), ['qtyPerPackage']);
    await refused(productBody({ qtyPerPackage: 1.5 }), ['qtyPerPackage']);
    await refused(productBody({ moq: -1 }), ['moq']);
    await refused(productBody({ standardLeadTimeDays: 366 }), ['standardLeadTimeDays']);
    await refused(productBody({ safetyLeadTimeDays: 1.5 }), ['safetyLeadTimeDays']);
    await refused({ ...productBody(), serialized: 'yes' }, ['serialized'], /must be boolean/);
    await refused({ ...productBody(), lengthCm: '60' }, ['lengthCm'], /must be number/);
  });

  it('answers in Chinese when asked', async () => {
    const answer = await t.call('POST', '/api/products', {
      token: admin,
      body: productBody({ netWeightKg: 5, grossWeightKg: 4 }),
      lang: 'zh',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('单件毛重（kg）：不能小于净重');
  });
});
