import { Flex, Statistic } from 'antd';

/** The figures of every line matching the filters (not just the page shown). */
export function TotalsBar(props: {
  label: string;
  items: { key: string; title: string; value: string }[];
  loading?: boolean;
}) {
  return (
    <Flex
      role="region"
      aria-label={props.label}
      gap={32}
      wrap
      style={{ marginBottom: 12 }}
      data-testid="order-totals"
    >
      {props.items.map((item) => (
        <Statistic
          key={item.key}
          title={item.title}
          value={item.value}
          loading={props.loading ?? false}
          styles={{ content: { fontSize: 18 } }}
        />
      ))}
    </Flex>
  );
}
