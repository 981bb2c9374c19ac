import { useTranslation } from 'react-i18next';

const POPUP_LAYER_ID = 'lading-popups';

/**
 * Issue 22: where antd's anchored pop-ups (dropdowns, select lists, date pickers, tooltips,
 * popovers) render: a named region, so that everything on screen lies in a landmark (axe
 * "region"). Dialogs, drawers and toasts stay in <body>: they announce themselves
 * (role dialog / alert), and a dialog in <body> keeps antd's page scroll lock.
 */
export function PopupLayer() {
  const { t } = useTranslation();
  return <div id={POPUP_LAYER_ID} role="region" aria-label={t('shell.popups')} />;
}

/**
 * ConfigProvider's getPopupContainer: antd passes the trigger of an anchored pop-up, nothing
 * (or <body>, for a drawer) otherwise.
 */
export function popupContainer(trigger?: HTMLElement): HTMLElement {
  const layer = document.getElementById(POPUP_LAYER_ID);
  return trigger && trigger !== document.body && layer ? layer : document.body;
}
