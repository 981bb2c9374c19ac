/**
 * What station-message HTML may hold: formatting and links only. The server sanitizes with
 * it on the way in (sanitize-html), the browser again right before rendering (DOMPurify), so
 * both keep the same list.
 */
export const MESSAGE_HTML_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'h3',
  'h4',
  'blockquote',
  'code',
] as const;

/** Attributes by tag; links open in a new tab without an opener (both sanitizers set it). */
export const MESSAGE_HTML_ATTRIBUTES = {
  a: ['href', 'target', 'rel'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
} as const;

/** The only URL schemes a link may use. */
export const MESSAGE_HTML_SCHEMES = ['http', 'https', 'mailto'] as const;
