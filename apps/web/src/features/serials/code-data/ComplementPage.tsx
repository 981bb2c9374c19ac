import {
  CHILD_LEVELS,
  codeDataOperations as op,
  MAX_CODE_LENGTH,
  MAX_COMPLEMENT_CODES,
  type CodeDataItem,
  type CodeLevel,
  type ComplementResponse,
} from '@lading/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Result,
  Select,
  Space,
  Spin,
  Table,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../api/call';
import { showServerErrors } from '../../admin/common/form-errors';
import { positiveId } from '../../suppliers/supplier-routes';
import { CodeLink } from './CodeLink';
import { listedCodes, type ListedCode } from './complement-codes';
import {
  CODE_DATA_KEY,
  codeDataPaths,
  holdsCodes,
  useCodeDataAbilities,
} from './code-data-screens';
import { SectionTitle } from './SectionTitle';
import { useCodeDetails } from './useCodeData';

interface Values {
  level: CodeLevel;
  codes: string;
  reason: string;
}

/** A refused code as the table shows it: the line of the user's text, the code, why. */
interface RefusedLine {
  line: number;
  code: string;
  message: string;
}

/**
 * /datas/complement?id=N (hidden): codes missed at scanning added to an existing parent,
 * one per line, with a reason; confirmed, then bound all or none with every binding rule.
 * A refusal lists each refused code with its line and why, and keeps the user's text.
 */
export default function ComplementPage() {
  const { t } = useTranslation('serialData');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const can = useCodeDataAbilities();
  const id = positiveId(params.get('id'));
  const details = useCodeDetails(id);
  const back = (
    <Button onClick={() => void navigate(id ? codeDataPaths.details(id) : '/datas/dataList')}>
      {t('actions.back', { ns: 'common' })}
    </Button>
  );

  if (!can.complement)
    return <Result status="403" title={t('errorPages.denied', { ns: 'common' })} extra={back} />;
  if (id === undefined || details.isError)
    return <Result status="warning" title={t('details.notFound')} extra={back} />;
  const parent = details.data?.code;
  if (!parent) return <Spin />;
  if (!holdsCodes(parent.level))
    return <Result status="info" title={t('complement.notParent')} extra={back} />;
  return <ComplementForm parent={parent} back={back} />;
}

function ComplementForm(props: { parent: CodeDataItem; back: React.ReactNode }) {
  const { t } = useTranslation('serialData');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<RefusedLine[]>([]);
  const { parent } = props;
  const levels = CHILD_LEVELS[parent.level];
  const text = Form.useWatch('codes', form);
  const count = listedCodes(text).length;

  const send = async (values: Values, listed: ListedCode[]) => {
    setSaving(true);
    try {
      const answer: ComplementResponse = await call(op.complement, {
        params: { id: parent.id },
        body: { level: values.level, codes: listed.map((c) => c.code), reason: values.reason },
      });
      if (answer.refused.length > 0) {
        // nothing was bound: the text stays for the user to fix
        setRefused(
          answer.refused.map((refusal) => ({
            line: listed[refusal.index]?.line ?? refusal.index + 1,
            code: refusal.code,
            message: refusal.message,
          })),
        );
        return;
      }
      setRefused([]);
      await queryClient.invalidateQueries({ queryKey: CODE_DATA_KEY });
      void message.success(t('complement.done', { count: answer.count, code: parent.code }));
      void navigate(codeDataPaths.details(parent.id));
    } catch (error) {
      // the HTTP client has toasted why; a field's message goes next to it
      showServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const confirm = (values: Values) => {
    const listed = listedCodes(values.codes);
    modal.confirm({
      title: t('complement.confirmTitle', { count: listed.length, code: parent.code }),
      content: t('complement.confirmContent'),
      okText: t('complement.submit'),
      cancelText: t('actions.cancel', { ns: 'common' }),
      onOk: () => send(values, listed),
    });
  };

  return (
    <Flex vertical gap={16}>
      <Card
        title={<SectionTitle>{t('complement.title', { code: parent.code })}</SectionTitle>}
        extra={props.back}
      >
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 3 }}
          items={[
            {
              key: 'parent',
              label: t('complement.parent'),
              children: <CodeLink id={parent.id} code={parent.code} />,
            },
            {
              key: 'level',
              label: t('fields.level'),
              children: t(`levels.${parent.level}`, { ns: 'serials' }),
            },
            { key: 'count', label: t('complement.count'), children: parent.childCount },
          ]}
        />
        {parent.closed && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 12 }}
            title={t('complement.closedNote', { code: parent.code })}
          />
        )}
      </Card>
      <Card>
        <Form<Values>
          form={form}
          name="complement"
          layout="vertical"
          style={{ maxWidth: 640 }}
          initialValues={{ level: levels[0] }}
          onFinish={confirm}
        >
          <Form.Item name="level" label={t('complement.level')} rules={[{ required: true }]}>
            <Select<CodeLevel>
              style={{ width: 220 }}
              options={levels.map((level) => ({
                value: level,
                label: t(`levels.${level}`, { ns: 'serials' }),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="codes"
            label={t('complement.codes')}
            extra={
              <span aria-live="polite">
                {t('complement.codesHelp', { max: MAX_COMPLEMENT_CODES })}{' '}
                {t('complement.codesCount', { count })}
              </span>
            }
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const listed = listedCodes(value);
                  if (listed.length === 0)
                    return Promise.reject(new Error(t('complement.codesRequired')));
                  if (listed.length > MAX_COMPLEMENT_CODES)
                    return Promise.reject(
                      new Error(t('complement.tooMany', { max: MAX_COMPLEMENT_CODES })),
                    );
                  const long = listed.find((c) => c.code.length > MAX_CODE_LENGTH);
                  if (long)
                    return Promise.reject(
                      new Error(
                        `${long.code}: ${t('rules.maxLength', { ns: 'common', max: MAX_CODE_LENGTH })}`,
                      ),
                    );
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Input.TextArea
              rows={10}
              autoComplete="off"
              spellCheck={false}
              placeholder={t('complement.codesPlaceholder')}
              style={{ fontFamily: 'monospace' }}
            />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('complement.reason')}
            rules={[{ required: true, whitespace: true, message: t('complement.reasonRequired') }]}
          >
            <Input.TextArea
              rows={2}
              maxLength={300}
              showCount
              placeholder={t('complement.reasonPlaceholder')}
            />
          </Form.Item>
          {refused.length > 0 && <RefusedCodes refused={refused} />}
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('complement.submit')}
            </Button>
          </Space>
        </Form>
      </Card>
    </Flex>
  );
}

/** Every refused code, with its line and why; nothing was bound. */
function RefusedCodes(props: { refused: RefusedLine[] }) {
  const { t } = useTranslation('serialData');
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }} data-testid="complement-refused">
      <Alert
        type="error"
        showIcon
        title={t('complement.refusedTitle', { count: props.refused.length })}
        description={t('complement.refusedHelp')}
      />
      <Table<RefusedLine>
        size="small"
        rowKey={(row) => `${row.line}:${row.code}`}
        dataSource={props.refused}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { title: t('complement.line'), dataIndex: 'line', width: 70, align: 'right' },
          { title: t('fields.code'), dataIndex: 'code' },
          { title: t('complement.why'), dataIndex: 'message' },
        ]}
      />
    </Flex>
  );
}
