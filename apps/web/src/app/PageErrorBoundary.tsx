import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from './lazy-page';

function PageError({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={chunk ? t('errorPages.chunkLoad') : t('errorPages.crashed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('errorPages.reload')}
        </Button>
      }
    />
  );
}

/** A page that fails to load or render shows what happened and a reload, not a blank shell. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error) return <PageError chunk={this.state.error instanceof ChunkLoadError} />;
    return this.props.children;
  }
}
