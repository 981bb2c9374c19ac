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

/**
 * A foreign-key violation, as either driver reports it: a delete of a row others still
 * point at (or a write naming a row that is gone). The transaction rolls back whole.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return (
    code === '23503' || // PostgreSQL foreign_key_violation
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
  );
}
