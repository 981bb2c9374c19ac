import { Link } from 'react-router';
import { detailsPath } from './trace-format';

/** A code as a link to its details (/datas/datasDetails?id=). */
export function CodeLink(props: { id: number; code: string }) {
  return <Link to={detailsPath(props.id)}>{props.code}</Link>;
}
