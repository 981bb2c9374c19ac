import {
  CONTACT_NUMBERS,
  contactKeys,
  type LabelCatalog,
  type SupplierItem,
  formatDateTime,
  formatNumber,
} from '@lading/shared';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Result,
  Space,
  Spin,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Can } from '../../auth/Guards';
import { STATUS_COLORS, useSupplierLabels } from './supplier-labels';
import { positiveId, supplierPaths } from './supplier-routes';
import { SupplierRevisionTable } from './SupplierRevisionTable';
import { SupplierChecksTab } from '../due-diligence/stage/SupplierChecksTab';
import { SUPPLIERS_WRITE, useSupplier } from './useSuppliers';

/**
 * A details tab. The page shows the tabs of this list that apply to the supplier; later
 * tabs (stages, files) are added here as entries, never shown empty.
 */
interface DetailsTab {
  key: string;
  label: string;
  render(supplier: SupplierItem): ReactNode;
}

/** /factory/supplierDetails?id=N: the supplier read-only, in tabs. */
export default function SupplierDetailsPage() {
  const { t } = useTranslation('suppliers');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = positiveId(params.get('id'));
  const supplier = useSupplier(id);
  const back = () => void navigate(supplierPaths.list);

  if (id === undefined || supplier.isError) {
    return (
      <Result
        status="warning"
        title={t('notFound')}
        extra={<Button onClick={back}>{t('actions.back', { ns: 'common' })}</Button>}
      />
    );
  }
  if (!supplier.data) return <Spin />;
  const tabs: DetailsTab[] = [
    { key: 'profile', label: t('tabs.profile'), render: (s) => <ProfileFacts supplier={s} /> },
    { key: 'contacts', label: t('tabs.contacts'), render: (s) => <ContactFacts supplier={s} /> },
    {
      key: 'companies',
      label: t('tabs.companies'),
      render: (s) => <CompanyFacts supplier={s} />,
    },
    {
      key: 'checks',
      label: t('tabs.checks'),
      render: (s) => <SupplierChecksTab supplierId={s.id} />,
    },
    {
      key: 'revisions',
      label: t('tabs.revisions'),
      render: (s) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <SupplierRevisionTable id={s.id} />
          <Button type="link" onClick={() => void navigate(supplierPaths.record(s.id))}>
            {t('revisions.openAll')}
          </Button>
        </Space>
      ),
    },
  ];
  const data = supplier.data;
  return (
    <Card
      title={`${data.code} · ${data.shortName}`}
      extra={
        <Space>
          <Button onClick={back}>{t('actions.back', { ns: 'common' })}</Button>
          <Button onClick={() => void navigate(supplierPaths.stage(data.id))}>
            {t('stageAndFiles')}
          </Button>
          <Can resource={SUPPLIERS_WRITE}>
            <Button type="primary" onClick={() => void navigate(supplierPaths.edit(data.id))}>
              {t('actions.edit', { ns: 'common' })}
            </Button>
          </Can>
        </Space>
      }
    >
      <Tabs
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: tab.render(data) }))}
      />
    </Card>
  );
}

const orDash = (value: string | number | null) =>
  value === null || value === '' ? <Typography.Text type="secondary">—</Typography.Text> : value;

function ProfileFacts({ supplier }: { supplier: SupplierItem }) {
  const { t } = useTranslation('suppliers');
  const labels = useSupplierLabels();
  const item = (field: keyof LabelCatalog['suppliers']['fields'], value: ReactNode) => (
    <Descriptions.Item key={field} label={t(`fields.${field}`)}>
      {value}
    </Descriptions.Item>
  );
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
      {item('code', supplier.code)}
      {item('id', supplier.id)}
      {item('shortName', supplier.shortName)}
      {item('fullName', supplier.fullName)}
      {item(
        'status',
        <Tag color={STATUS_COLORS[supplier.status]}>{labels.status(supplier.status)}</Tag>,
      )}
      {item('supplyStage', labels.stage(supplier.supplyStage))}
      {item(
        'activeness',
        <Tag color={supplier.activeness === 'Active' ? 'green' : 'default'}>
          {t(`activeness.${supplier.activeness}`)}
        </Tag>,
      )}
      {item('source', labels.source(supplier.source))}
      {item('recommendedBy', orDash(supplier.recommendedBy))}
      {item('companyType', labels.companyType(supplier.companyType))}
      {item(
        'productCategories',
        supplier.productCategories.map((category) => (
          <Tag key={category}>{labels.category(category)}</Tag>
        )),
      )}
      {item('paymentTerms', orDash(supplier.paymentTerms))}
      {item('incoterm', orDash(supplier.incoterm))}
      {item('escalationWindow', orDash(supplier.escalationWindow))}
      {item('website', orDash(supplier.website))}
      {item('foundedYear', orDash(supplier.foundedYear))}
      {item(
        'yearlyRevenueUsd',
        orDash(
          supplier.yearlyRevenueUsd === null ? null : formatNumber(supplier.yearlyRevenueUsd, 0),
        ),
      )}
      {item('employeeCount', orDash(supplier.employeeCount))}
      {item('certifications', orDash(supplier.certifications))}
      {item('createdAt', formatDateTime(supplier.createdAt))}
      {item('updatedAt', formatDateTime(supplier.updatedAt))}
    </Descriptions>
  );
}

function ContactFacts({ supplier }: { supplier: SupplierItem }) {
  const { t } = useTranslation('suppliers');
  const contacts = CONTACT_NUMBERS.map((n) => ({ n, keys: contactKeys(n) })).filter(
    ({ keys }) => supplier[keys.name] || supplier[keys.email] || supplier[keys.phone],
  );
  if (contacts.length === 0) return <Empty />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {contacts.map(({ n, keys }) => (
        <Descriptions
          key={n}
          title={t('sections.contact', { n })}
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 4 }}
        >
          <Descriptions.Item label={t('fields.contactName')}>
            {orDash(supplier[keys.name])}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.contactTitle')}>
            {orDash(supplier[keys.title])}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.contactEmail')}>
            {supplier[keys.email] ? (
              <a href={`mailto:${supplier[keys.email]}`}>{supplier[keys.email]}</a>
            ) : (
              orDash('')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.contactPhone')}>
            {orDash(supplier[keys.phone])}
          </Descriptions.Item>
        </Descriptions>
      ))}
    </Space>
  );
}

function CompanyFacts({ supplier }: { supplier: SupplierItem }) {
  const { t } = useTranslation('suppliers');
  const fields = [
    'homeCountry',
    'headquarters',
    'registrationNumber',
    'licenceValidFrom',
    'licenceValidUntil',
    'manufacturerCompany',
    'manufacturerAddress',
    'contractedCompany',
    'contractedAddress',
  ] as const;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
      {fields.map((field) => (
        <Descriptions.Item key={field} label={t(`fields.${field}`)}>
          {orDash(supplier[field])}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
