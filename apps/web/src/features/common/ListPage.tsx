import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';

/** The list page layout: filters on top, then a toolbar row and the table. */
export function ListPage(props: { filters?: ReactNode; toolbar?: ReactNode; children: ReactNode }) {
  return (
    <Flex vertical gap={16}>
      {props.filters && <Card size="small">{props.filters}</Card>}
      <Card size="small">
        {props.toolbar && (
          <Flex justify="flex-end" gap={8} wrap style={{ marginBottom: 12 }}>
            {props.toolbar}
          </Flex>
        )}
        {props.children}
      </Card>
    </Flex>
  );
}
