import { DownloadOutlined } from '@ant-design/icons';
import {
  SUPPLY_STAGES,
  ddReportOperations,
  type FileTypeItem,
  type SupplierStageView,
} from '@lading/shared';
import { Button, Card, Flex, Result, Space, Spin, Steps, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { downloadFile } from '../../../api/call';
import { usePermissions } from '../../../auth/session';
import { useDownload } from '../../common/useDownload';
import { STATUS_COLORS, useSupplierLabels } from '../../suppliers/supplier-labels';
import { positiveId, supplierPaths } from '../../suppliers/supplier-routes';
import { ddPaths } from '../dd-labels';
import { ChecksCard } from './ChecksCard';
import { FileTypesDrawer } from './FileTypesDrawer';
import { MoveStageDialog, RequestStatusDialog } from './StageDialogs';
import { StageFilesTable } from './StageFilesTable';
import { UploadFileDialog } from './UploadFileDialog';
import { useStageView } from './useSupplierStage';
import { VersionsDrawer } from './VersionsDrawer';

type Dialog = 'move' | 'request' | 'fileTypes' | undefined;

/**
 * /factory/supplierStage?id=N (issue 17): a supplier's supply stages in order, each with the
 * files it needs — status, latest version, the version in effect, upload and versions —,
 * the profile's checks, and the stage moves, status change request and dossier exports.
 */
export default function SupplierStagePage() {
  const { t } = useTranslation('dueDiligence');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = positiveId(params.get('id'));
  const view = useStageView(id);

  if (id === undefined || view.isError) {
    return (
      <Result
        status="warning"
        title={t('notFound', { ns: 'suppliers' })}
        extra={
          <Button onClick={() => void navigate(supplierPaths.list)}>
            {t('actions.back', { ns: 'common' })}
          </Button>
        }
      />
    );
  }
  if (!view.data) return <Spin />;
  return <StageView view={view.data} />;
}

function StageView({ view }: { view: SupplierStageView }) {
  const { t } = useTranslation('dueDiligence');
  const navigate = useNavigate();
  const { can } = usePermissions();
  const labels = useSupplierLabels();
  const { supplier } = view;
  const [dialog, setDialog] = useState<Dialog>();
  const [uploading, setUploading] = useState<FileTypeItem>();
  const [versionsOf, setVersionsOf] = useState<FileTypeItem>();
  const dossier = (format: 'docx' | 'pdf') =>
    downloadFile(ddReportOperations.dossier, {
      params: { id: supplier.id },
      query: { format },
    }).then(() => t('status.success', { ns: 'common' }));
  const word = useDownload(() => dossier('docx'));
  const pdf = useDownload(() => dossier('pdf'));
  const current = SUPPLY_STAGES.indexOf(supplier.supplyStage);

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space wrap>
            {t('stage.title', { code: supplier.code, name: supplier.fullName })}
            <Tag color={STATUS_COLORS[supplier.status]}>{labels.status(supplier.status)}</Tag>
            {view.pendingAvlRequestId !== null && (
              <Tag color="gold">{t('stage.pendingRequest')}</Tag>
            )}
          </Space>
        }
      >
        <Space wrap>
          <Button onClick={() => void navigate(supplierPaths.details(supplier.id))}>
            {t('stage.details')}
          </Button>
          <Button onClick={() => void navigate(ddPaths.stageRecord(supplier.id))}>
            {t('stage.records')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={word.busy} onClick={() => void word.start()}>
            {t('stage.dossierWord')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={pdf.busy} onClick={() => void pdf.start()}>
            {t('stage.dossierPdf')}
          </Button>
          {can('suppliers.write') && (
            <Button onClick={() => setDialog('move')}>{t('stage.moveStage')}</Button>
          )}
          {can('suppliers.avl.request') && view.pendingAvlRequestId === null && (
            <Button onClick={() => setDialog('request')}>{t('stage.requestStatus')}</Button>
          )}
          {can('suppliers.write') && (
            <Button onClick={() => setDialog('fileTypes')}>{t('stage.fileTypes')}</Button>
          )}
        </Space>
        <Steps
          style={{ marginTop: 16 }}
          size="small"
          current={current}
          items={SUPPLY_STAGES.map((stage) => ({ title: labels.stage(stage) }))}
        />
        <Tabs
          style={{ marginTop: 16 }}
          defaultActiveKey={supplier.supplyStage}
          items={view.stages.map((stage) => ({
            key: stage.stage,
            label: labels.stage(stage.stage),
            children: (
              <StageFilesTable
                files={stage.files}
                canUpload={can('suppliers.dd.upload')}
                onUpload={setUploading}
                onVersions={setVersionsOf}
              />
            ),
          }))}
        />
      </Card>
      <ChecksCard
        supplierId={supplier.id}
        checks={view.checks}
        canRecord={can('suppliers.dd.review')}
      />
      {uploading && (
        <UploadFileDialog
          supplierId={supplier.id}
          fileType={uploading}
          onClose={() => setUploading(undefined)}
        />
      )}
      <VersionsDrawer
        supplierId={supplier.id}
        fileType={versionsOf}
        onClose={() => setVersionsOf(undefined)}
      />
      {dialog === 'move' && (
        <MoveStageDialog supplier={supplier} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'request' && (
        <RequestStatusDialog supplier={supplier} onClose={() => setDialog(undefined)} />
      )}
      <FileTypesDrawer open={dialog === 'fileTypes'} onClose={() => setDialog(undefined)} />
    </Flex>
  );
}
