// Zod 4 schemas describe themselves (`def.type`, a number's `minValue`/`maxValue`); reading them lets a
// form show the server's own limits as a hint, with no second copy of the numbers.
interface SchemaLike {
  def?: { type?: string };
  shape?: Record<string, SchemaLike>;
  element?: SchemaLike;
  unwrap?: () => SchemaLike;
  minValue?: number | null;
  maxValue?: number | null;
}

export interface NumberBounds {
  min: number | null;
  max: number | null;
}

function unwrap(schema: SchemaLike | undefined): SchemaLike | undefined {
  let current = schema;
  while (current && (current.def?.type === 'nullable' || current.def?.type === 'optional' || current.def?.type === 'default') && current.unwrap) {
    current = current.unwrap();
  }
  return current;
}

/**
 * The bounds of the number at `path` (`prices.panelUsd`, or a list of numbers such as
 * `systemVoltage.options`), or undefined when the path is not a number.
 */
export function numberBoundsAt(schema: unknown, path: string): NumberBounds | undefined {
  let current = unwrap(schema as SchemaLike);
  for (const segment of path.split('.')) {
    if (!current) return undefined;
    if (current.def?.type === 'object' && current.shape) current = unwrap(current.shape[segment]);
    else if (current.def?.type === 'array' && /^\d+$/.test(segment)) current = unwrap(current.element);
    else return undefined;
  }
  if (current?.def?.type === 'array') current = unwrap(current.element);
  if (current?.def?.type !== 'number') return undefined;
  return { min: current.minValue ?? null, max: current.maxValue ?? null };
}
