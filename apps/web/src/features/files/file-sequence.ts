import type { StoredFileItem } from '@lading/shared';

export type FileSibling = StoredFileItem['siblings'][number];

/**
 * The files of the shown file's record, in order, the shown one included: the server's order
 * when it lists the shown file among the siblings; otherwise by id, so that stepping to a
 * sibling (whose own list then leaves it out) keeps the same order.
 */
export function fileSequence(file: StoredFileItem): FileSibling[] {
  if (file.siblings.some((sibling) => sibling.id === file.id)) return file.siblings;
  const self = { id: file.id, name: file.name, format: file.format };
  return [...file.siblings, self].sort((a, b) => a.id - b.id);
}

/** Where the shown file stands among its record's files, and the ones before and after it. */
export function fileNeighbours(file: StoredFileItem) {
  const sequence = fileSequence(file);
  const index = sequence.findIndex((sibling) => sibling.id === file.id);
  return {
    previous: index > 0 ? sequence[index - 1] : undefined,
    next: sequence[index + 1],
    position: index + 1,
    total: sequence.length,
  };
}
