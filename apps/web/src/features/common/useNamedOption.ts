import { useQuery } from '@tanstack/react-query';

/** A chosen option of a select that searches the server: an id and what it shows. */
export interface NamedOption {
  value: number;
  label: string;
}

/** The option a link's id stands for before its name is known (`useNamedOption` finds it). */
export const optionOfId = (id: number | undefined): NamedOption | undefined =>
  id === undefined ? undefined : { value: id, label: '' };

/**
 * The chosen option as the select shows it. A filter restored from a URL has only the id
 * (`label: ''`): its name is asked once (`name`, by id; `key` caches it) and `#id` shows
 * until it comes, or if it cannot be read.
 */
export function useNamedOption<V extends NamedOption>(
  value: V | undefined,
  key: readonly unknown[],
  name: (id: number) => Promise<string | undefined>,
): V | undefined {
  const unnamed = value && !value.label ? value.value : undefined;
  const named = useQuery({
    queryKey: [...key, 'name', unnamed],
    queryFn: async () => (await name(unnamed!)) ?? null,
    enabled: unnamed !== undefined,
    staleTime: Infinity,
  });
  if (!value || unnamed === undefined) return value;
  return { ...value, label: named.data ?? `#${unnamed}` };
}
