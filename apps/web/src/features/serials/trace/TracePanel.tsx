import { CameraOutlined, ScanOutlined } from '@ant-design/icons';
import { CODE_LEVELS, type CodeDataItem, type CodeLevel } from '@lading/shared';
import { Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScanDialog } from '../stations/CameraScanDialog';
import { normalizeScan, useWedgeScanner } from '../stations/useWedgeScanner';
import { TraceResult } from './TraceResult';

const CODE_INPUT = 'trace-code';
const LEVEL_INPUT = 'trace-level';

/**
 * The trace tab: a code field a keyboard-wedge scanner types into (Enter traces), the
 * camera, an optional level; below, the trace of the code in the address.
 */
export function TracePanel(props: {
  code: string | undefined;
  level: CodeLevel | undefined;
  id: number | undefined;
  onTrace(code: string, level: CodeLevel | undefined): void;
  onLevel(level: CodeLevel | undefined): void;
  onChoose(match: CodeDataItem): void;
}) {
  const { t } = useTranslation(['traceability', 'serials']);
  const [camera, setCamera] = useState(false);
  const trace = (code: string) => props.onTrace(code, props.level);
  const scanner = useWedgeScanner(trace);
  const typed = normalizeScan(scanner.value);

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form
          layout="inline"
          name="trace-form"
          role="search"
          aria-label={t('trace.form')}
          style={{ rowGap: 12 }}
        >
          <Form.Item label={t('trace.code')} htmlFor={CODE_INPUT}>
            <Input
              id={CODE_INPUT}
              autoFocus
              autoComplete="off"
              spellCheck={false}
              prefix={<ScanOutlined aria-hidden />}
              placeholder={t('trace.placeholder')}
              style={{ width: 320 }}
              {...scanner}
            />
          </Form.Item>
          <Form.Item label={t('trace.level')} htmlFor={LEVEL_INPUT}>
            <Select<CodeLevel>
              id={LEVEL_INPUT}
              allowClear
              value={props.level}
              placeholder={t('trace.anyLevel')}
              style={{ width: 160 }}
              onChange={(level) => props.onLevel(level)}
              options={CODE_LEVELS.map((level) => ({
                value: level,
                label: t(`serials:levels.${level}`),
              }))}
            />
          </Form.Item>
          <Form.Item>
            <Flex gap={8}>
              <Button type="primary" disabled={!typed} onClick={() => trace(typed)}>
                {t('trace.trace')}
              </Button>
              <Button icon={<CameraOutlined aria-hidden />} onClick={() => setCamera(true)}>
                {t('trace.camera')}
              </Button>
            </Flex>
          </Form.Item>
        </Form>
      </Card>
      {props.code ? (
        <TraceResult
          code={props.code}
          level={props.level}
          id={props.id}
          onTrace={props.onTrace}
          onChoose={props.onChoose}
          onAnyLevel={() => props.onLevel(undefined)}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('trace.hint')}</Typography.Paragraph>
      )}
      <CameraScanDialog
        open={camera}
        onClose={() => setCamera(false)}
        onDetect={(raw) => {
          const code = normalizeScan(raw);
          if (!code) return;
          setCamera(false);
          trace(code);
        }}
      />
    </Flex>
  );
}
