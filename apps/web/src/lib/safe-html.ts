import { MESSAGE_HTML_ATTRIBUTES, MESSAGE_HTML_TAGS } from '@lading/shared';
import DOMPurify from 'dompurify';

/**
 * Stored HTML (station messages) is sanitized by the server when written; it is sanitized
 * again here, right before it is rendered (issue 12 §6), so a row written some other way
 * or a server sanitizer gap never runs script in a user's session. The allow-list is the
 * server's (MESSAGE_HTML_* in packages/shared): formatting and links
 * only, http(s)/mailto links opening in a new tab without an opener.
 */
const ALLOWED_TAGS = [...MESSAGE_HTML_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(MESSAGE_HTML_ATTRIBUTES).flat())];
/** Values with a scheme must be http(s)/mailto; scheme-less ones (colspan="2", /plan) pass. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
  });
}
