/** The preview page of a stored file (issue 17, spec §2 public route `/viewFile`). */
export const VIEW_FILE_PATH = '/viewFile';

/** Where a stored file is previewed: every file link of the app opens it in a new tab. */
export const viewFileUrl = (id: number) => `${VIEW_FILE_PATH}?id=${id}`;

/** Opens a file's preview in a new tab (for a button or menu item that is not a link). */
export function openFilePreview(id: number): void {
  window.open(viewFileUrl(id), '_blank', 'noopener');
}
