import { ErrorPage } from './ErrorPage';

/** spec §8: denied access shows the 401 page (the user lacks access rights). */
export default function ForbiddenPage() {
  return <ErrorPage status="403" />;
}
