import { describe, expect, it } from 'vitest';
import { asAuditValue, changedFields, parseSnapshot } from './audit-changes';

describe('audit field changes', () => {
  it('lists changed fields, nested objects flattened, bookkeeping ignored', () => {
    expect(
      changedFields(
        { id: 1, name: 'A', note: '', names: { NG: 'x', KE: 'y' }, updatedAt: '1' },
        { id: 1, name: 'B', note: '', names: { NG: 'x', KE: 'z' }, updatedAt: '2' },
      ),
    ).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'names.KE', before: 'y', after: 'z' },
    ]);
  });

  it('treats a create and a delete as every field new or gone', () => {
    expect(changedFields({}, { code: 'C1', days: 3 })).toEqual([
      { field: 'code', before: null, after: 'C1' },
      { field: 'days', before: null, after: 3 },
    ]);
    expect(changedFields({ code: 'C1' }, {})).toEqual([
      { field: 'code', before: 'C1', after: null },
    ]);
  });

  it('shows lists of scalars joined and other values as JSON', () => {
    expect(asAuditValue(['scm', 'opm'])).toBe('scm, opm');
    expect(asAuditValue([{ a: 1 }])).toBe('[{"a":1}]');
    expect(asAuditValue(undefined)).toBeNull();
    expect(parseSnapshot(null)).toEqual({});
    expect(parseSnapshot('[1]')).toEqual({});
  });
});
