import dayjs from 'dayjs';

/** A server timestamp in the user's local time; '' when there is none. */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';

/** A menu's title in the current language (spec §3: title is Chinese, entitle English). */
export const localTitle = (item: { title: string; entitle: string }, language: string): string =>
  language === 'zh' ? item.title || item.entitle : item.entitle || item.title;
