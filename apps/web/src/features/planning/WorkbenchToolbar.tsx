import {
  AppstoreAddOutlined,
  DownloadOutlined,
  EditOutlined,
  MergeCellsOutlined,
  ReloadOutlined,
  SaveOutlined,
  SendOutlined,
  SettingOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../auth/Guards';
import { PLANNING_WRITE } from './usePlanning';
import type { Workbench } from './useWorkbench';

export interface ToolbarActions {
  onAutoPlan(): void;
  onAddContainer(): void;
  onMerge(): void;
  onBatchModify(): void;
  onRelease(): void;
  onOptions(): void;
  onExport(): void;
  onDiscard(): void;
  onSave(): void;
}

/** The workbench's commands: plan and edit on the left, options and server ones on the right. */
export function WorkbenchToolbar(props: { wb: Workbench; actions: ToolbarActions }) {
  const { t } = useTranslation('planning');
  const { wb, actions } = props;
  const chosen = wb.selectedContainers.length;
  const busy = wb.busy;
  const scope = wb.selectedLines.length
    ? t('autoPlan.scopeSelected', { count: wb.selectedLines.length })
    : t('autoPlan.scopeAll', { count: wb.openLines.length });
  return (
    <Card size="small">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} wrap align="center">
          <Tooltip title={scope}>
            <Button
              type="primary"
              icon={<ThunderboltOutlined />}
              disabled={busy || !wb.context}
              onClick={actions.onAutoPlan}
            >
              {t('toolbar.autoPlan')}
            </Button>
          </Tooltip>
          <Button icon={<AppstoreAddOutlined />} disabled={busy} onClick={actions.onAddContainer}>
            {t('toolbar.addContainer')}
          </Button>
          <Tooltip title={chosen === 2 ? undefined : t('merge.chooseTwo')}>
            <Button
              icon={<MergeCellsOutlined />}
              disabled={busy || chosen !== 2 || !wb.context}
              onClick={actions.onMerge}
            >
              {t('toolbar.merge')}
            </Button>
          </Tooltip>
          <Button
            icon={<EditOutlined />}
            disabled={busy || chosen === 0}
            onClick={actions.onBatchModify}
          >
            {t('toolbar.batchModify')}
          </Button>
          <Can resource={PLANNING_WRITE}>
            <Button
              icon={<SendOutlined />}
              disabled={busy || chosen === 0}
              onClick={actions.onRelease}
            >
              {t('toolbar.release')}
            </Button>
          </Can>
        </Flex>
        <Flex gap={8} wrap align="center">
          <Tooltip title={t('toolbar.options')}>
            <Button
              icon={<SettingOutlined />}
              aria-label={t('toolbar.options')}
              onClick={actions.onOptions}
            />
          </Tooltip>
          <Can resource={PLANNING_WRITE}>
            <Button icon={<DownloadOutlined />} disabled={busy} onClick={actions.onExport}>
              {t('toolbar.export')}
            </Button>
            <Button
              icon={<ReloadOutlined />}
              disabled={busy || (!wb.state.savedAt && !wb.state.containers.length)}
              onClick={actions.onDiscard}
            >
              {t('toolbar.discard')}
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={wb.saving}
              disabled={!wb.state.dirty || wb.improving}
              onClick={actions.onSave}
            >
              {t('toolbar.save')}
            </Button>
          </Can>
        </Flex>
      </Flex>
    </Card>
  );
}
