/** The columns of a row that an answer shows as they are; the rest it converts (dates, keys to URLs, JSON). */
export function pickColumns<Row, Name extends keyof Row>(row: Row, names: readonly Name[]): Pick<Row, Name> {
  return Object.fromEntries(names.map((name) => [name, row[name]])) as Pick<Row, Name>;
}
