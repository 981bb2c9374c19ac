import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A card's title as the page's h2 (the screen title is the h1). */
export function SectionTitle(props: { children: ReactNode; id?: string }) {
  return (
    <Typography.Title level={2} id={props.id} style={{ fontSize: 16, margin: 0 }}>
      {props.children}
    </Typography.Title>
  );
}
