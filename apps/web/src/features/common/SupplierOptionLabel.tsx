import { Flex, Typography } from 'antd';
import type { SupplierChoice } from './useSupplierOptions';

/** A supplier in an open select: its code, and its full name greyed beside it. */
export function SupplierOptionLabel(props: { option: { data: SupplierChoice } }) {
  return (
    <Flex justify="space-between" gap={8}>
      <span>{props.option.data.label}</span>
      <Typography.Text type="secondary" ellipsis>
        {props.option.data.fullName}
      </Typography.Text>
    </Flex>
  );
}
