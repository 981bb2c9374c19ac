import { theme } from 'antd';
import { renderAsync } from 'docx-preview';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../app/PageSpinner';
import { useFileBytes } from './useFiles';
import type { ViewerProps } from './viewer-props';
import { Loaded, ViewerFailure } from './ViewerStatus';

/** Link targets a Word file may keep; any other (`javascript:`, `file:`…) loses its link. */
const SAFE_LINK = /^(https?:|mailto:|#)/i;

/**
 * The document's links open in a new tab (the preview stays), and only to web and mail
 * addresses or places in the document.
 */
function tameLinks(container: HTMLElement) {
  for (const link of container.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (!SAFE_LINK.test(href.trim())) link.removeAttribute('href');
    else if (!href.startsWith('#')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

function DocxDocument({ data, fileId }: { data: Blob; fileId: number }) {
  const { t } = useTranslation('files');
  const { token } = theme.useToken();
  const body = useRef<HTMLDivElement>(null);
  const styles = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ done: boolean; error?: unknown }>({ done: false });

  useEffect(() => {
    const container = body.current;
    const styleContainer = styles.current;
    if (!container) return;
    let cancelled = false;
    renderAsync(data, container, styleContainer ?? undefined, {
      className: 'docx',
      inWrapper: true,
      ignoreLastRenderedPageBreak: true,
      // embedded HTML would come in an iframe: not shown
      renderAltChunks: false,
      // images and fonts as data: URLs (no blob: URL left unreleased; the CSP allows data:)
      useBase64URL: true,
    }).then(
      () => {
        if (cancelled) return;
        tameLinks(container);
        setState({ done: true });
      },
      (error: unknown) => !cancelled && setState({ done: true, error }),
    );
    return () => {
      cancelled = true;
      container.replaceChildren();
      styleContainer?.replaceChildren();
    };
  }, [data]);

  if (state.error) return <ViewerFailure error={state.error} fileId={fileId} />;
  return (
    <>
      {!state.done && <PageSpinner />}
      <div ref={styles} />
      <div
        ref={body}
        role="region"
        aria-label={t('docx.document')}
        tabIndex={0}
        style={{ flex: 1, minHeight: 0, overflow: 'auto', background: token.colorBgLayout }}
      />
    </>
  );
}

/** A Word file, laid out page by page in the browser (docx-preview). */
export default function DocxViewer({ file }: ViewerProps) {
  const bytes = useFileBytes(file.id);
  return (
    <Loaded query={bytes} fileId={file.id}>
      {(data) => <DocxDocument data={data} fileId={file.id} />}
    </Loaded>
  );
}
