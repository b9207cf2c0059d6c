/** A filter object with `key` set to `value`, or without `key` when the value is empty. */
export function withFilter<F extends object, K extends keyof F>(
  filter: F,
  key: K,
  value: F[K] | undefined,
): F {
  const { [key]: _previous, ...rest } = filter;
  return (value === undefined || value === '' ? rest : { ...rest, [key]: value }) as F;
}
