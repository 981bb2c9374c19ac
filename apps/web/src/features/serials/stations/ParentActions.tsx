import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { bindingOperations as op, type ParentState } from '@lading/shared';
import { Alert, App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { ApiError } from '../../../api/http';

/** The parent reached what the station expects. */
export const isFull = (state: ParentState) =>
  state.expected !== null && state.count >= state.expected;

/** Close or reopen the parent; a refusal is the HTTP client's toast. */
function useParentChange(state: ParentState, onUpdated: (state: ParentState) => void) {
  const { t } = useTranslation('serials');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const { parent } = state;
  const change = async (action: 'close' | 'reopen') => {
    setBusy(true);
    try {
      const next = await call(op[action], { params: { id: parent.id } });
      onUpdated(next);
      void message.success(
        t(action === 'close' ? 'stations.parent.closedDone' : 'stations.parent.reopenedDone', {
          code: parent.code,
        }),
      );
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setBusy(false);
    }
  };
  return { busy, change };
}

/** Close, confirmed; closing early says how many are still missing. */
export function CloseButton(props: {
  state: ParentState;
  onUpdated(state: ParentState): void;
  primary?: boolean;
}) {
  const { t } = useTranslation('serials');
  const { busy, change } = useParentChange(props.state, props.onUpdated);
  const { parent, count, expected } = props.state;
  return (
    <Popconfirm
      title={t('stations.parent.close')}
      description={
        isFull(props.state) || expected === null
          ? t('stations.parent.closeConfirm', { code: parent.code })
          : t('stations.parent.closeEarly', { code: parent.code, count, expected })
      }
      okText={t('actions.confirm', { ns: 'common' })}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onConfirm={() => change('close')}
    >
      <Button
        type={props.primary ? 'primary' : 'default'}
        icon={<LockOutlined aria-hidden />}
        loading={busy}
      >
        {t('stations.parent.close')}
      </Button>
    </Popconfirm>
  );
}

export function ReopenButton(props: { state: ParentState; onUpdated(state: ParentState): void }) {
  const { t } = useTranslation('serials');
  const { busy, change } = useParentChange(props.state, props.onUpdated);
  return (
    <Button
      icon={<UnlockOutlined aria-hidden />}
      loading={busy}
      onClick={() => void change('reopen')}
    >
      {t('stations.parent.reopen')}
    </Button>
  );
}

/**
 * The parent is full: said where the operator looks (above the scans, announced as it
 * appears), with Close at hand. Closed parents say nothing more.
 */
export function FullNotice(props: {
  state: ParentState;
  canBind: boolean;
  onUpdated(state: ParentState): void;
}) {
  const { t } = useTranslation('serials');
  const { parent, count, expected } = props.state;
  if (!isFull(props.state) || parent.closed) return null;
  return (
    <Alert
      type="success"
      showIcon
      title={t('stations.parent.full', { code: parent.code, count, expected })}
      action={
        props.canBind ? (
          <CloseButton state={props.state} onUpdated={props.onUpdated} primary />
        ) : undefined
      }
      style={{ marginBottom: 8 }}
    />
  );
}
