import { sanitizeHtml } from '../../lib/safe-html';

/** The one place the web app renders HTML: always through the browser-side sanitizer. */
export function SafeHtml(props: { html: string; 'data-testid'?: string }) {
  return (
    <div
      data-testid={props['data-testid']}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(props.html) }}
    />
  );
}
