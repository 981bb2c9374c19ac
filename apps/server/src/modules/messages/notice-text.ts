import type { Language } from '@lading/shared';

/**
 * What modules that generate station messages write them with. A generated message has its
 * title and body in each language (issue 13: each reader reads only their own); the texts
 * come from the labels catalog (`messages:notices.*`), the markup from the caller.
 */

/** Text put into message HTML: the catalog's `label()` fills placeholders as they are. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A message rendered once per language, in the shape sendStationMessage takes. */
export function inEachLanguage(render: (lang: Language) => { title: string; html: string }): {
  title: string;
  titleCn: string;
  html: string;
  htmlCn: string;
} {
  const en = render('en');
  const zh = render('zh');
  return { title: en.title, titleCn: zh.title, html: en.html, htmlCn: zh.html };
}
