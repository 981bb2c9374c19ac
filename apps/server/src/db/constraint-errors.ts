/**
 * A unique-constraint violation, as either driver reports it. Services check uniqueness
 * first for a precise message; this catches the race where two requests pass that check.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return (
    code === '23505' || // PostgreSQL unique_violation
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
