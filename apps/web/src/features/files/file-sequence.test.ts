import type { StoredFileItem } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import { fileNeighbours, fileSequence } from './file-sequence';

const file = (id: number, siblings: StoredFileItem['siblings']): StoredFileItem => ({
  id,
  name: `f${id}.pdf`,
  format: 'pdf',
  mime: 'application/pdf',
  size: 1,
  sha256: '',
  uploadedBy: 'alice',
  uploadedAt: '2027-01-01T00:00:00.000Z',
  title: '',
  siblings,
});
const sibling = (id: number) => ({ id, name: `f${id}.pdf`, format: 'pdf' as const });

describe('the files of a record, for previous / next', () => {
  it("keep the server's order when it lists the shown file", () => {
    const shown = file(2, [sibling(9), sibling(2), sibling(4)]);
    expect(fileSequence(shown).map((f) => f.id)).toEqual([9, 2, 4]);
    expect(fileNeighbours(shown)).toMatchObject({
      previous: { id: 9 },
      next: { id: 4 },
      position: 2,
      total: 3,
    });
  });

  it('go by id when the server leaves the shown file out, so stepping keeps the order', () => {
    expect(fileSequence(file(5, [sibling(9), sibling(2)])).map((f) => f.id)).toEqual([2, 5, 9]);
    expect(fileSequence(file(9, [sibling(5), sibling(2)])).map((f) => f.id)).toEqual([2, 5, 9]);
  });

  it('have no neighbour at the ends, nor for a file alone', () => {
    expect(fileNeighbours(file(1, []))).toEqual({
      previous: undefined,
      next: undefined,
      position: 1,
      total: 1,
    });
    expect(fileNeighbours(file(1, [sibling(3)]))).toMatchObject({
      previous: undefined,
      next: { id: 3 },
    });
  });
});
