import { Typography } from 'antd';
import { Link } from 'react-router';
import { codeDataPaths } from './code-data-screens';

/**
 * A code as a link to its details (datasDetails); a dash when there is none. `inText`: the
 * link sits in running text, so it is underlined (not told by its colour alone, WCAG 1.4.1).
 */
export function CodeLink(props: { id: number | null; code: string | null; inText?: boolean }) {
  if (props.id === null || props.code === null)
    return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Link
      to={codeDataPaths.details(props.id)}
      style={{ whiteSpace: 'nowrap', ...(props.inText ? { textDecoration: 'underline' } : {}) }}
    >
      {props.code}
    </Link>
  );
}
