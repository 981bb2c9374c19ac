import type { CreateReportPackBody } from '@lading/shared';

/**
 * A report's filters as its list puts them in the URL: a text or a list of texts per name,
 * nothing for a filter left empty. The server reads them with the report's own query schema.
 */
export function packFilters(
  query: Readonly<Record<string, unknown>>,
): CreateReportPackBody['filters'] {
  const filters: CreateReportPackBody['filters'] = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) filters[name] = value.map(String);
    } else {
      filters[name] = String(value);
    }
  }
  return filters;
}
