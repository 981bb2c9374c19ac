import { describe, expect, it } from 'vitest';
import { standardTransitDays, type TransitTimeRow } from './standard-transit';

const MSC = 1;
const MAERSK = 2;
const rows: TransitTimeRow[] = [
  { pol: 'Shenzhen Yantian 深圳盐田', pod: 'Lagos (Apapa)', shipping_line_id: MSC, days: 38 },
  {
    pol: 'Shenzhen Yantian 深圳盐田',
    pod: 'Lagos (Tin Can Island)',
    shipping_line_id: MAERSK,
    days: 36,
  },
  { pol: 'Shenzhen Yantian 深圳盐田', pod: 'Mombasa', shipping_line_id: MAERSK, days: 24 },
  { pol: 'BEILUN', pod: 'Lagos (Apapa)', shipping_line_id: null, days: 40 },
  { pol: 'BEILUN', pod: 'Lagos (Apapa)', shipping_line_id: MSC, days: 42 },
];
const yantian = { loadingPointName: 'Shenzhen Yantian 深圳盐田', loadingPointShortName: 'YANTIAN' };
const beilun = { loadingPointName: 'Ningbo Beilun 宁波北仑', loadingPointShortName: 'BEILUN' };

describe('standard transit days of a container route', () => {
  it("takes the container's own shipping line when it is on file", () => {
    expect(
      standardTransitDays(rows, { ...yantian, destinationCountry: 'NG', shippingLineId: MSC }),
    ).toBe(38);
  });

  it('else the any-line row, else the quickest line serving the destination', () => {
    expect(
      standardTransitDays(rows, { ...beilun, destinationCountry: 'NG', shippingLineId: MAERSK }),
    ).toBe(40);
    expect(
      standardTransitDays(rows, { ...yantian, destinationCountry: 'NG', shippingLineId: null }),
    ).toBe(36);
  });

  it('matches the POL by name or short name and the POD by port or country, any case', () => {
    expect(
      standardTransitDays(
        [{ pol: 'yantian', pod: 'MOMBASA port', shipping_line_id: null, days: 25 }],
        { ...yantian, destinationCountry: 'KE', shippingLineId: null },
      ),
    ).toBe(25);
  });

  it('answers null when no route is on file', () => {
    expect(
      standardTransitDays(rows, { ...beilun, destinationCountry: 'KE', shippingLineId: null }),
    ).toBeNull();
    expect(
      standardTransitDays(rows, { ...yantian, destinationCountry: 'ZA', shippingLineId: MSC }),
    ).toBeNull();
  });
});
