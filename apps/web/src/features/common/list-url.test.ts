import { kitOperations, readyDateOperations } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { queryOfSearch, searchOfQuery, type ListQuerySchema } from './list-url';

const plan = readyDateOperations.shippingDetails.query as ListQuerySchema;
const kits = kitOperations.list.query as ListQuerySchema;

describe('a list view in the URL', () => {
  it('reads the message links (spec §2 targets): -1,3 / 0,3 and owner=1 / 2', () => {
    expect(queryOfSearch(plan, '?confirmReadyDate=-1,3')).toMatchObject({
      confirmReadyDate: [-1, 3],
    });
    expect(queryOfSearch(plan, '?confirmReadyDate=0,3&owner=1')).toMatchObject({
      confirmReadyDate: [0, 3],
      owner: 1,
    });
    expect(queryOfSearch(plan, '?confirmReadyDate=2&confirmReadyDate=3').confirmReadyDate).toEqual([
      2, 3,
    ]);
  });

  it('leaves out a param its schema refuses, whole, and keeps the rest', () => {
    const query = queryOfSearch(plan, '?confirmReadyDate=1,7&owner=2&shipmentNo=SH');
    expect(query).toMatchObject({ shipmentNo: 'SH', pageNum: 1, sortBy: 'shipmentNo' });
    expect(query).not.toHaveProperty('confirmReadyDate', expect.anything());
    expect(query).not.toHaveProperty('owner', expect.anything());
  });

  it('writes only what differs from the default view, arrays as repeated keys', () => {
    expect(searchOfQuery(plan, { status: ['Shipped', 'Arrived'], sortBy: 'shipmentNo' })).toBe(
      '?status=Shipped&status=Arrived',
    );
    expect(searchOfQuery(kits, { keyword: '', pageNum: 1, pageSize: 10 })).toBe('');
    expect(searchOfQuery(kits, { keyword: 'a b', pageSize: 50 })).toBe('?keyword=a+b&pageSize=50');
  });

  it('round-trips a view', () => {
    const view = {
      keyword: 'lamp',
      lifeCycle: 'New',
      sortBy: 'name',
      sortOrder: 'desc',
      pageNum: 3,
    };
    expect(queryOfSearch(kits, searchOfQuery(kits, view))).toEqual({ ...view, pageSize: 10 });
  });
});
