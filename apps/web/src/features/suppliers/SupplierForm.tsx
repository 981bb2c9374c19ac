import {
  ACTIVENESS,
  CONTACT_NUMBERS,
  INCOTERMS,
  SUPPLY_STAGE_NAMES,
  contactKeys,
  saveSupplierRequest,
  type SupplyStage,
} from '@lading/shared';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  type FormInstance,
  type FormRule,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesSchema, optionalText, requiredText } from '../reference/common/form-rules';
import { missingMandatory, type SupplierFormValues } from './supplier-form';
import { useSupplierLabels } from './supplier-labels';

const shape = saveSupplierRequest.shape;
type Field = keyof SupplierFormValues;

/** Three across on wide screens, one on phones; `wide` items take a full row. */
function Grid({ children }: { children: { node: ReactNode; wide?: boolean }[] }) {
  return (
    <Row gutter={16}>
      {children.map((item, index) => (
        <Col key={index} xs={24} md={item.wide ? 24 : 12} xl={item.wide ? 24 : 8}>
          {item.node}
        </Col>
      ))}
    </Row>
  );
}

/**
 * The supplier form (add and edit share it), in sections. Submitting with mandatory fields
 * empty shows one notice naming them all (spec §5) besides each field's own message. The
 * supply stage is shown read-only: it moves on the stage screens.
 */
export function SupplierForm(props: {
  form: FormInstance<SupplierFormValues>;
  initial: SupplierFormValues;
  stage: SupplyStage;
  saving: boolean;
  onSubmit(values: SupplierFormValues): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('suppliers');
  const labels = useSupplierLabels();
  const { form } = props;
  const [missing, setMissing] = useState<Field[]>([]);
  const label = (field: Field | 'supplyStage') => t(`fields.${field}`);

  const text = (
    field: Field,
    max: number,
    options: { required?: boolean; rules?: FormRule[]; area?: boolean } = {},
  ) => (
    <Form.Item
      name={field}
      label={label(field)}
      rules={[
        ...(options.required
          ? requiredText(t, t('rules.required', { field: label(field) }), max)
          : optionalText(t, max)),
        ...(options.rules ?? []),
      ]}
    >
      {options.area ? (
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
      ) : (
        <Input autoComplete="off" />
      )}
    </Form.Item>
  );
  const choice = (
    field: 'status' | 'source' | 'companyType',
    options: { value: string; label: string }[],
  ) => (
    <Form.Item
      name={field}
      label={label(field)}
      rules={[{ required: true, message: t('rules.select', { field: label(field) }) }]}
    >
      <Select options={options} />
    </Form.Item>
  );
  const number = (
    field: 'foundedYear' | 'yearlyRevenueUsd' | 'employeeCount',
    rule: 'rules.year' | 'rules.count',
  ) => (
    <Form.Item name={field} label={label(field)} rules={[matchesSchema(shape[field], t(rule))]}>
      <InputNumber<number> style={{ width: '100%' }} precision={0} />
    </Form.Item>
  );
  const day = (field: 'licenceValidFrom' | 'licenceValidUntil', rules: FormRule[] = []) => (
    <Form.Item
      name={field}
      label={label(field)}
      rules={rules}
      dependencies={field === 'licenceValidUntil' ? ['licenceValidFrom'] : []}
      getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : null })}
      normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : '')}
    >
      <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" />
    </Form.Item>
  );
  const email = (field: Field) => matchesSchema(shape[field as 'contact2Email'], t('rules.email'));
  const untilNotBeforeFrom: FormRule = ({ getFieldValue }) => ({
    validator: (_, until: unknown) => {
      const from: unknown = getFieldValue('licenceValidFrom');
      return typeof until === 'string' && typeof from === 'string' && until && from && until < from
        ? Promise.reject(new Error(t('rules.dateOrder')))
        : Promise.resolve();
    },
  });
  const codeRule = matchesSchema(shape.code, t('rules.code'));

  const finishFailed = () => setMissing(missingMandatory(form.getFieldsValue(true)));
  const finish = (values: SupplierFormValues) => {
    setMissing([]);
    props.onSubmit(values);
  };

  return (
    <Form<SupplierFormValues>
      form={form}
      layout="vertical"
      name="supplier-form"
      initialValues={props.initial}
      onFinish={finish}
      onFinishFailed={finishFailed}
      onValuesChange={() => {
        if (missing.length) setMissing(missingMandatory(form.getFieldsValue(true)));
      }}
      scrollToFirstError
    >
      <Flex vertical gap={16}>
        {missing.length > 0 && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            data-testid="mandatory-notice"
            title={t('mandatory.title')}
            description={`${t('mandatory.intro')} ${missing.map(label).join(', ')}`}
          />
        )}
        <Card size="small" title={t('sections.identity')}>
          <Grid>
            {[
              { node: text('code', 50, { required: true, rules: [codeRule] }) },
              { node: text('shortName', 60, { required: true }) },
              { node: text('fullName', 200, { required: true }) },
              { node: choice('status', labels.statusOptions) },
              { node: choice('source', labels.sourceOptions) },
              { node: text('recommendedBy', 100) },
              { node: choice('companyType', labels.companyTypeOptions) },
              {
                node: (
                  <Form.Item
                    name="productCategories"
                    label={label('productCategories')}
                    rules={[
                      {
                        required: true,
                        type: 'array',
                        min: 1,
                        message: t('rules.select', { field: label('productCategories') }),
                      },
                    ]}
                  >
                    <Select mode="multiple" options={labels.categoryOptions} />
                  </Form.Item>
                ),
              },
              {
                node: (
                  <Form.Item
                    name="activeness"
                    label={label('activeness')}
                    rules={[{ required: true }]}
                  >
                    <Radio.Group
                      options={ACTIVENESS.map((value) => ({
                        value,
                        label: t(`activeness.${value}`),
                      }))}
                    />
                  </Form.Item>
                ),
              },
              {
                node: (
                  <Form.Item
                    label={label('supplyStage')}
                    htmlFor="supplier-form_supplyStage"
                    extra={t('stageReadOnly')}
                  >
                    <Input
                      id="supplier-form_supplyStage"
                      readOnly
                      variant="filled"
                      value={SUPPLY_STAGE_NAMES[props.stage][labels.lang]}
                    />
                  </Form.Item>
                ),
              },
            ]}
          </Grid>
        </Card>
        <Card size="small" title={t('sections.commercial')}>
          <Grid>
            {[
              { node: text('paymentTerms', 300, { area: true }) },
              {
                node: (
                  <Form.Item name="incoterm" label={label('incoterm')}>
                    <Select
                      options={[
                        { value: '', label: '—' },
                        ...INCOTERMS.map((value) => ({ value, label: value })),
                      ]}
                    />
                  </Form.Item>
                ),
              },
              { node: text('escalationWindow', 200) },
            ]}
          </Grid>
        </Card>
        <Card size="small" title={t('sections.companies')}>
          <Grid>
            {[
              { node: text('homeCountry', 60, { required: true }) },
              { node: text('headquarters', 200) },
              { node: text('registrationNumber', 60) },
              { node: text('manufacturerCompany', 200) },
              { node: text('manufacturerAddress', 300) },
              { node: day('licenceValidFrom') },
              { node: text('contractedCompany', 200) },
              { node: text('contractedAddress', 300) },
              { node: day('licenceValidUntil', [untilNotBeforeFrom]) },
            ]}
          </Grid>
        </Card>
        <Card size="small" title={t('sections.profile')}>
          <Grid>
            {[
              {
                node: text('website', 200, {
                  rules: [matchesSchema(shape.website, t('rules.url'))],
                }),
              },
              { node: number('foundedYear', 'rules.year') },
              { node: number('yearlyRevenueUsd', 'rules.count') },
              { node: number('employeeCount', 'rules.count') },
              { node: text('certifications', 500, { area: true }), wide: false },
            ]}
          </Grid>
        </Card>
        <Card size="small" title={t('sections.contacts')}>
          {CONTACT_NUMBERS.map((n) => {
            const keys = contactKeys(n);
            const first = n === 1;
            return (
              <Row gutter={16} key={n}>
                <Col xs={24} md={12} xl={6}>
                  {text(keys.name, 100, { required: first })}
                </Col>
                <Col xs={24} md={12} xl={6}>
                  {text(keys.title, 100)}
                </Col>
                <Col xs={24} md={12} xl={6}>
                  {text(keys.email, 100, { required: first, rules: [email(keys.email)] })}
                </Col>
                <Col xs={24} md={12} xl={6}>
                  {text(keys.phone, 40, { required: first })}
                </Col>
              </Row>
            );
          })}
        </Card>
        <Flex gap={8} justify="flex-end">
          <Button onClick={props.onCancel}>{t('actions.cancel', { ns: 'common' })}</Button>
          <Button type="primary" htmlType="submit" loading={props.saving}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
