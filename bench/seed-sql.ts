/** Building blocks for seeding many rows in one INSERT … SELECT (bench/*.measure.ts). */

/** Word lists travel as JSON arrays, one parameter each: D1 allows 100 per statement. */
export const json = (value: unknown) => JSON.stringify(value);

/** `list ->> index`, for picking from a JSON array bound as one parameter. */
export const pick = (list: string, index: string) => `json_extract(${list}, printf('$[%d]', (${index}) % json_array_length(${list})))`;
