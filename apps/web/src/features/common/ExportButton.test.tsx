// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import i18n from '../../i18n';
import { ExportButton } from './ExportButton';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderButton(run: () => Promise<void>) {
  render(
    <StrictMode>
      <AntApp>
        <ExportButton run={run} />
      </AntApp>
    </StrictMode>,
  );
  return screen.getByRole('button', { name: /Export/ });
}

/** A download the test finishes when it chooses, to look at the button meanwhile. */
function pendingDownload() {
  let finish: (error?: Error) => void = () => undefined;
  const promise = new Promise<void>((resolve, reject) => {
    finish = (error) => (error ? reject(error) : resolve());
  });
  return { run: vi.fn(() => promise), finish: (error?: Error) => finish(error) };
}

describe('ExportButton', () => {
  it('shows the common export label with the download icon', () => {
    const button = renderButton(vi.fn(() => Promise.resolve()));
    expect(button.textContent).toBe('Export');
    expect(button.querySelector('[aria-label="download"]')).not.toBeNull();
  });

  it('runs the download on click, spins while it runs and says so when done', async () => {
    const download = pendingDownload();
    const button = renderButton(download.run);

    fireEvent.click(button);
    expect(download.run).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));

    download.finish();
    expect(await screen.findByText('Success')).toBeTruthy();
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
  });

  it('swallows an ApiError (the HTTP client has shown it) and stops spinning', async () => {
    const download = pendingDownload();
    const button = renderButton(download.run);

    fireEvent.click(button);
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    // An error escaping the click handler would be an unhandled rejection, failing the run.
    download.finish(new ApiError('Export failed', 500));

    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
    expect(screen.queryByText('Success')).toBeNull();
  });
});
