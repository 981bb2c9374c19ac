/** A menu's title in the current language (spec §3: title is Chinese, entitle English). */
export const localTitle = (item: { title: string; entitle: string }, language: string): string =>
  language === 'zh' ? item.title || item.entitle : item.entitle || item.title;
