import {
  CONTAINER_TYPES,
  DESTINATION_COUNTRIES,
  listLoadingLimitsResponse,
  listLoadingPointsResponse,
  listShippingLinesResponse,
  listTransitTimesResponse,
} from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { deps, useDemoDatabase } from '../../test/harness';
import { listLoadingLimits } from './loading-limit.service';
import { listLoadingPoints } from './loading-point.service';
import { listShippingLines } from './shipping-line.service';
import { listTransitTimes } from './transit-time.service';

useDemoDatabase();

const all = { pageNum: 1, pageSize: 100 };

describe('the demo seed’s logistics references', () => {
  it('holds the demo loading points, shipping lines and transit times, as the contracts say', async () => {
    const points = listLoadingPointsResponse.parse(await listLoadingPoints(deps, all));
    expect(points.list.map((point) => point.shortName).sort()).toEqual(
      ['BEILUN', 'NANSHA', 'YANGSHAN', 'YANTIAN'].sort(),
    );
    const lines = listShippingLinesResponse.parse(await listShippingLines(deps, all));
    expect(lines.list.map((line) => line.name)).toEqual(
      expect.arrayContaining(['MSC', 'Maersk', 'CMA CGM', 'COSCO', 'PIL', 'Hapag-Lloyd']),
    );
    const routes = listTransitTimesResponse.parse(await listTransitTimes(deps, all));
    expect(routes.list).toContainEqual(
      expect.objectContaining({
        pol: 'Shenzhen Yantian 深圳盐田',
        pod: 'Lagos (Apapa)',
        days: 38,
        shippingLineName: 'MSC',
      }),
    );
    expect(routes.total).toBeGreaterThanOrEqual(7);
  });

  it('has a loading limit for every destination and container type', async () => {
    const limits = listLoadingLimitsResponse.parse(await listLoadingLimits(deps, all));
    expect(limits.total).toBe(DESTINATION_COUNTRIES.length * CONTAINER_TYPES.length);
    for (const country of DESTINATION_COUNTRIES) {
      for (const containerType of CONTAINER_TYPES) {
        const limit = limits.list.find(
          (row) => row.country === country && row.containerType === containerType,
        );
        expect(limit?.maxPayloadKg, `${country} ${containerType}`).toBeGreaterThan(20_000);
      }
    }
    expect(limits.list).toContainEqual(
      expect.objectContaining({ country: 'NG', containerType: '20GP', maxPayloadKg: 26_500 }),
    );
  });
});
