import { DownloadOutlined, PlusSquareOutlined, PrinterOutlined } from '@ant-design/icons';
import { bindingOperations, type CodeDataItem } from '@lading/shared';
import { Button, Card, Flex, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { downloadFile } from '../../../api/call';
import { useDownload } from '../../common/useDownload';
import { useEditor } from '../../common/useEditor';
import { positiveId } from '../../suppliers/supplier-routes';
import { ExportTaskDialog, type ExportTarget } from '../exports/ExportTaskDialog';
import { CodeChildrenTable, CodeHistoryTable } from './CodeDetailsTables';
import { CodeChain, CodeFields, CodesBelow, ShipmentFacts } from './CodeSummary';
import { codeDataPaths, holdsCodes, printsLabel, useCodeDataAbilities } from './code-data-screens';
import { SectionTitle } from './SectionTitle';
import { useCodeDetails } from './useCodeData';

/**
 * /datas/datasDetails?id=N (hidden): one code — its fields, its chain up to the container,
 * the codes below it per level, its shipment, the codes directly in it and its binding
 * history; an export task of what lies under it, the complement of missed codes (binders)
 * and its label (parents).
 */
export default function CodeDetailsPage() {
  const { t } = useTranslation('serialData');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = positiveId(params.get('id'));
  const details = useCodeDetails(id);
  const exportTask = useEditor<ExportTarget>();

  if (id === undefined || details.isError) {
    return (
      <Result
        status="warning"
        title={t('details.notFound')}
        extra={
          <Button onClick={() => void navigate('/datas/dataList')}>
            {t('actions.back', { ns: 'common' })}
          </Button>
        }
      />
    );
  }
  const data = details.data;
  if (!data) return <Spin />;
  const { code } = data;
  const parent = holdsCodes(code.level);

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <SectionTitle>
            {t('details.title', {
              level: t(`levels.${code.level}`, { ns: 'serials' }),
              code: code.code,
            })}
          </SectionTitle>
        }
        extra={
          <DetailsActions
            code={code}
            onBack={() => void navigate(codeDataPaths.list(code.level))}
            onExport={() => exportTask.edit({ id: code.id, code: code.code, level: code.level })}
            onComplement={() => void navigate(codeDataPaths.complement(code.id))}
          />
        }
      >
        <CodeFields code={code} />
      </Card>
      <Card size="small" title={<SectionTitle>{t('details.chain')}</SectionTitle>}>
        <CodeChain chain={data.chain} />
      </Card>
      {parent && (
        <Card size="small" title={<SectionTitle>{t('details.below')}</SectionTitle>}>
          <CodesBelow below={data.below} />
        </Card>
      )}
      {data.shipment && (
        <Card size="small" title={<SectionTitle>{t('details.shipment')}</SectionTitle>}>
          <ShipmentFacts shipment={data.shipment} />
        </Card>
      )}
      {parent && (
        <Card size="small" title={<SectionTitle>{t('details.children')}</SectionTitle>}>
          <CodeChildrenTable key={code.id} id={code.id} />
        </Card>
      )}
      <Card size="small" title={<SectionTitle>{t('details.history')}</SectionTitle>}>
        <CodeHistoryTable id={code.id} />
      </Card>
      <ExportTaskDialog
        key={exportTask.key}
        open={exportTask.open}
        target={exportTask.record}
        onClose={exportTask.close}
      />
    </Flex>
  );
}

/** Back to the level's list, export task, complement (parents, binders), print label. */
function DetailsActions(props: {
  code: CodeDataItem;
  onBack(): void;
  onExport(): void;
  onComplement(): void;
}) {
  const { t } = useTranslation('serialData');
  const can = useCodeDataAbilities();
  const { code } = props;
  const label = useDownload(() =>
    downloadFile(bindingOperations.label, { params: { id: code.id } }).then(() =>
      t('details.printed', { code: code.code }),
    ),
  );
  return (
    <Space wrap>
      <Button onClick={props.onBack}>{t('actions.back', { ns: 'common' })}</Button>
      <Button icon={<DownloadOutlined aria-hidden />} onClick={props.onExport}>
        {t('list.exportTask')}
      </Button>
      {can.complement && holdsCodes(code.level) && (
        <Button icon={<PlusSquareOutlined aria-hidden />} onClick={props.onComplement}>
          {t('list.complement')}
        </Button>
      )}
      {printsLabel(code.level) && (
        <Button
          icon={<PrinterOutlined aria-hidden />}
          loading={label.busy}
          onClick={() => void label.start()}
        >
          {t('details.print')}
        </Button>
      )}
    </Space>
  );
}
