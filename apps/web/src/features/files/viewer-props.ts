import type { StoredFileItem } from '@lading/shared';

/** What every viewer of `/viewFile` is given: the file, as the server described it. */
export interface ViewerProps {
  file: StoredFileItem;
}
