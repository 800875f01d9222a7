/** A form's values as the API reads them: an empty number box (null) or text box ('') is a field not sent. */
export function stripEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripEmpty);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== '').map(([k, v]) => [k, stripEmpty(v)]));
  }
  return value;
}
