import { describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { buildLoadingPoint } from './reference.factories';
import { downloadExport, XLSX_TYPE } from './reference.test-support';

useTestContext({ admin: true });

describe('GET /api/loading-points/export', () => {
  it('streams an xlsx of the filtered list, headers in the caller’s language', async () => {
    const hostile = await buildLoadingPoint(t.db.kysely, {
      name: '=HYPERLINK("http://evil.example/xport")',
      shortName: '+XP1',
      address: '@SUM(A1)',
    });
    const plain = await buildLoadingPoint(t.db.kysely, {
      name: 'Xport Plain',
      shortName: 'XP2',
      address: '-5 Dock Road',
    });
    await buildLoadingPoint(t.db.kysely, { name: 'Elsewhere', shortName: 'ELS' });

    const en = await downloadExport(t, '/api/loading-points/export', {
      token: admin,
      query: { keyword: 'xport', pageSize: '1' },
    });
    expect(en.status).toBe(200);
    expect(en.contentType).toBe(XLSX_TYPE);
    expect(en.disposition).toMatch(/^attachment; /);
    expect(en.rows).toEqual([
      ['Name', 'Short name', 'Address', 'Updated at'],
      [`'${hostile.name}`, "'+XP1", "'@SUM(A1)", expect.any(String)],
      ['Xport Plain', 'XP2', "'-5 Dock Road", expect.any(String)],
    ]);
    expect(plain.id).toBeGreaterThan(hostile.id);

    const zh = await downloadExport(t, '/api/loading-points/export', {
      token: admin,
      query: { keyword: 'plain' },
      lang: 'zh',
    });
    expect(zh.rows).toEqual([
      ['名称', '简称', '地址', '更新时间'],
      ['Xport Plain', 'XP2', "'-5 Dock Road", expect.any(String)],
    ]);
    expect(decodeURIComponent(zh.disposition)).toContain('装货地点');
  });

  it('refuses a bad filter with 400 as the list does', async () => {
    const answer = await downloadExport(t, '/api/loading-points/export', {
      token: admin,
      query: { keyword: 'k'.repeat(51) },
    });
    expect(answer.status).toBe(400);
  });
});
