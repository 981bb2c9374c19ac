/**
 * Issue 22: a dialog opens on its first field without `autoFocus`. antd's Modal gives the
 * focus back to its opener on closing only if the opener had it as the dialog opened; a field
 * with `autoFocus` takes it first, during the same render, and the focus then falls to the
 * page's top once the dialog closes. Given as the Modal's `afterOpenChange`: by then antd has
 * shown the dialog.
 */
const FIRST_FIELD =
  'input:not([disabled]):not([type="hidden"]):not([readonly]), textarea:not([disabled])';

export function focusFirstField(open: boolean) {
  if (!open) return;
  // the dialog opened last is the last one shown in the page (antd appends each to the body):
  // a dialog opened from a drawer is itself inside no dialog, and the drawer is one too
  const shown = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].filter(
    (dialog) => dialog.getClientRects().length > 0,
  );
  const dialog = shown.at(-1) ?? document.activeElement?.closest('[role="dialog"]');
  // a field marked `data-first-focus` (the one the dialog is opened for) comes first
  const field =
    dialog?.querySelector<HTMLElement>('[data-first-focus]') ??
    dialog?.querySelector<HTMLElement>(FIRST_FIELD);
  field?.focus();
}
