import { useSearchParams } from 'react-router';

/** The `?roleId=N` of the assignment pages; undefined when missing or not a positive id. */
export function useRoleId(): number | undefined {
  const [params] = useSearchParams();
  const roleId = Number(params.get('roleId'));
  return Number.isInteger(roleId) && roleId > 0 ? roleId : undefined;
}
