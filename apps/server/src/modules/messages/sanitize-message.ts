import { MESSAGE_HTML_ATTRIBUTES, MESSAGE_HTML_SCHEMES, MESSAGE_HTML_TAGS } from '@lading/shared';
import sanitizeHtml from 'sanitize-html';

/**
 * Station message HTML is sanitized on the way in: formatting and links only, no scripts,
 * styles, event handlers or javascript: URLs. Links open in a new tab without an opener.
 */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...MESSAGE_HTML_TAGS],
    allowedAttributes: Object.fromEntries(
      Object.entries(MESSAGE_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: [...MESSAGE_HTML_SCHEMES],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  });
}
