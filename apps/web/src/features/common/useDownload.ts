import { App } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/http';

/**
 * Runs a download with a busy flag: `run` makes the file and answers what the success
 * message says. A failed call is not shown again (the HTTP client has already said why);
 * anything else is a bug and is thrown.
 */
export function useDownload(run: () => Promise<string>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      void message.success(await run());
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return { start, busy };
}
