import { COUNTRY_SHORT_NAME_KEYS } from '@lading/shared';
import { Card, Col, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { optionalText } from '../reference/common/form-rules';

/** The product form's field grid: four across on wide screens, one on phones. */
export function FieldGrid({ children }: { children: ReactNode[] }) {
  return (
    <Row gutter={16}>
      {children.map((item, index) => (
        <Col key={index} xs={24} sm={12} lg={6}>
          {item}
        </Col>
      ))}
    </Row>
  );
}

/** spec §9 per-country short names (NG, B2B, BJ, CDI, KE, MZ, RW, TZ, UG, ZA), all optional. */
export function CountryShortNamesCard() {
  const { t } = useTranslation('products');
  return (
    <Card size="small" title={t('sections.countryShortNames')}>
      <FieldGrid>
        {COUNTRY_SHORT_NAME_KEYS.map((key) => (
          <Form.Item
            key={key}
            name={['countryShortNames', key]}
            label={t('fields.shortNameIn', { country: key })}
            rules={optionalText(t, 50)}
          >
            <Input autoComplete="off" />
          </Form.Item>
        ))}
      </FieldGrid>
    </Card>
  );
}
