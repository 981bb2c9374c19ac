import { formatCbm, formatLoadKg, formatQty } from '@lading/shared';
import { Flex, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { countryName } from '../reference/common/format';
import { loadOf } from './planning-format';
import type { LineInfo } from './workbench-state';

/**
 * Two-line cells of the workbench's narrow tables: what identifies a line on top, what
 * qualifies it below in grey, so both panels fit side by side at 1440 px.
 */
function TwoLines(props: { top: ReactNode; bottom: ReactNode }) {
  return (
    <Flex vertical style={{ lineHeight: 1.3, minWidth: 0 }}>
      <span style={{ whiteSpace: 'nowrap' }}>{props.top}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {props.bottom}
      </Typography.Text>
    </Flex>
  );
}

export const PoLineCell = ({ info }: { info: LineInfo }) => (
  <TwoLines top={`${info.poNumber} / ${info.lineNo}`} bottom={info.supplierCode} />
);

/** Product code (its name on hover), the route below when asked for. */
export function ProductCell(props: { info: LineInfo; route?: boolean; language: string }) {
  const { info } = props;
  const route = `${info.loadingPointName} → ${countryName(info.destinationCountry, props.language)}`;
  return (
    <Tooltip title={props.route ? `${info.productName} · ${route}` : info.productName}>
      <TwoLines
        top={info.productCode}
        bottom={
          <span
            style={{
              display: 'inline-block',
              maxWidth: 96,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              verticalAlign: 'bottom',
            }}
          >
            {props.route
              ? `${info.destinationCountry} · ${info.loadingPointName}`
              : info.productName}
          </span>
        }
      />
    </Tooltip>
  );
}

/** `qty` pieces on top, their CBM and gross kg below, as the planner counts them (whole packages). */
export function QtyLoadCell(props: { info: LineInfo; qty: number; language: string }) {
  const load = loadOf(props.info, props.qty);
  return (
    <Flex vertical align="flex-end" style={{ lineHeight: 1.3 }}>
      <span style={{ whiteSpace: 'nowrap' }}>{formatQty(props.qty)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {formatCbm(load.cbm)} · {formatLoadKg(load.kg)}
      </Typography.Text>
    </Flex>
  );
}

/** A two-line column title over two-line cells: "Qty" above "CBM · kg". */
export const TwoLineTitle = (props: { top: string; bottom: string }) => (
  <Flex vertical align="flex-end" style={{ lineHeight: 1.3 }}>
    <span style={{ whiteSpace: 'nowrap' }}>{props.top}</span>
    <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
      {props.bottom}
    </Typography.Text>
  </Flex>
);
