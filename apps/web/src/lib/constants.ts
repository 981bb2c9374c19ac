/** spec §9 constants the web app uses. */
export const TOKEN_COOKIE = 'lading_token';
export const TOKEN_DAYS = 7;
export const LANGUAGE_COOKIE = 'language';
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const REMEMBERED_USER_KEY = 'lading_remembered_username';
export const HTTP_TIMEOUT_MS = 150_000;
export const TOAST_SECONDS = 3;
export const TAG_BAR_MAX = 8;
/** spec §9: mobile breakpoint 1024 px wide less 3 px tolerance */
export const MOBILE_BREAKPOINT_PX = 1024 - 3;
export const POPUP_FIRST_MESSAGES = 5;
export const POPUP_MORE_MESSAGES = 10;
export const DOC_ICON_COOLDOWN_MS = 200;
