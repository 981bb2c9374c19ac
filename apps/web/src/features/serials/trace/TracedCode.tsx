import { FileSearchOutlined } from '@ant-design/icons';
import {
  codeDataOperations as op,
  type CodeDataItem,
  type CodeLevel,
  type ExportTaskItem,
} from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../api/call';
import { CodeTree } from './CodeTree';
import { ExportManifestButton } from './ExportManifestButton';
import { TraceChain } from './TraceChain';
import { belowText, detailsPath, EXPORT_TASKS_PATH, levelName, TRACE_KEY } from './trace-format';

/**
 * One traced code: its chain up to the container with the container's shipment ("Up"), the
 * codes it holds as a tree opened level by level with the counts per level ("Down"), and
 * the export of its manifest (everything below it) as a background task.
 */
export function TracedCode(props: {
  code: CodeDataItem;
  onTrace(code: string, level: CodeLevel | undefined): void;
  /** the text matched several codes: pick again */
  onChooseAgain?: (() => void) | undefined;
}) {
  const { t } = useTranslation(['traceability', 'serials', 'planning']);
  const { code } = props;
  const [queued, setQueued] = useState<ExportTaskItem | null>(null);
  const details = useQuery({
    queryKey: [...TRACE_KEY, 'details', code.id],
    queryFn: () => call(op.details, { params: { id: code.id } }),
  });
  const title = t('trace.title', { level: levelName(t, code.level), code: code.code });

  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={
        <Flex gap={8} wrap>
          {props.onChooseAgain && (
            <Button onClick={props.onChooseAgain}>{t('trace.chooseAgain')}</Button>
          )}
          <Link to={detailsPath(code.id)}>
            <FileSearchOutlined aria-hidden /> {t('trace.openDetails')}
          </Link>
          <ExportManifestButton code={code} onQueued={setQueued} />
        </Flex>
      }
    >
      {queued && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={t('traceability:export.queued', {
            code: queued.mainCode,
            format: t(`traceability:export.formats.${queued.format}`),
          })}
          description={<Link to={EXPORT_TASKS_PATH}>{t('export.follow')}</Link>}
          closable={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
          onClose={() => setQueued(null)}
        />
      )}
      {details.isPending ? (
        <Spin />
      ) : details.isError ? (
        <Alert type="error" showIcon role="alert" title={t('trace.cannotRead')} />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={11}>
            <section aria-labelledby="trace-up">
              <Typography.Title id="trace-up" level={3} style={{ fontSize: 16 }}>
                {t('up.title')}
              </Typography.Title>
              <TraceChain details={details.data} />
            </section>
          </Col>
          <Col xs={24} xl={13}>
            <section aria-labelledby="trace-down">
              <Typography.Title id="trace-down" level={3} style={{ fontSize: 16 }}>
                {t('down.title')}
              </Typography.Title>
              {details.data.below.some((entry) => entry.count > 0) && (
                <Typography.Paragraph strong>
                  {t('down.summary', { counts: belowText(t, details.data.below) })}
                </Typography.Paragraph>
              )}
              <CodeTree root={details.data.code} onTrace={props.onTrace} />
            </section>
          </Col>
        </Row>
      )}
    </Card>
  );
}
