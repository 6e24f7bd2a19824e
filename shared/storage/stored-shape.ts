/**
 * Small checks for JSON read back from local storage. A shape check names the first problem
 * (`"viewMode: expected one of compact, detailed"`) or returns null. Written by hand instead of
 * with a schema library: stored settings are read on every page, and the library would otherwise
 * ship in every page's first script.
 */
export type ShapeCheck = (value: unknown, path: string) => string | null;

const at = (path: string) => path || 'value';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const nonNegativeInteger: ShapeCheck = (value, path) =>
  Number.isSafeInteger(value) && (value as number) >= 0
    ? null
    : `${at(path)}: expected a whole number of at least 0`;

export function numberBetween(min: number, max: number): ShapeCheck {
  return (value, path) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
      ? null
      : `${at(path)}: expected a number from ${min} to ${max}`;
}

export const anyString: ShapeCheck = (value, path) =>
  typeof value === 'string' ? null : `${at(path)}: expected a string`;

export const sitePath: ShapeCheck = (value, path) =>
  typeof value === 'string' && value.startsWith('/')
    ? null
    : `${at(path)}: expected a path starting with /`;

export function oneOf(options: readonly string[]): ShapeCheck {
  return (value, path) =>
    typeof value === 'string' && options.includes(value)
      ? null
      : `${at(path)}: expected one of ${options.join(', ')}`;
}

export function nullable(check: ShapeCheck): ShapeCheck {
  return (value, path) => (value === null ? null : check(value, path));
}

export function optional(check: ShapeCheck): ShapeCheck {
  return (value, path) => (value === undefined ? null : check(value, path));
}

export function arrayOf(check: ShapeCheck): ShapeCheck {
  return (value, path) => {
    if (!Array.isArray(value)) return `${at(path)}: expected a list`;
    for (const [index, item] of value.entries()) {
      const problem = check(item, `${path}.${index}`.replace(/^\./, ''));
      if (problem) return problem;
    }
    return null;
  };
}

/** Every listed key must pass its check; other keys are ignored. */
export function objectOf(shape: Record<string, ShapeCheck>): ShapeCheck {
  return (value, path) => {
    if (!isRecord(value)) return `${at(path)}: expected an object`;
    for (const [key, check] of Object.entries(shape)) {
      const problem = check(value[key], path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
    return null;
  };
}
