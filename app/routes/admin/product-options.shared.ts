// The options form of /admin/products/:id/options as rows: every option with its values, one per row, in both
// languages; the form's field names (options.<i>.name_en, options.<i>.values.<j>.label_vi) are these rows' paths.
// Browser-safe: the page draws its rows from these, the action reads the form back with them.

export interface ValueRow {
  label_en: string;
  label_vi: string;
}

export interface OptionRow {
  name_en: string;
  name_vi: string;
  values: ValueRow[];
}

/** Blank value rows under each option, so that a value is added without JavaScript. */
export const BLANK_VALUES = 3;

const OPTION_FIELD = /^options\.(\d{1,2})\.(name_en|name_vi)$/;
const VALUE_FIELD = /^options\.(\d{1,2})\.values\.(\d{1,3})\.(label_en|label_vi)$/;

/** The rows as posted (blank ones too, so a refused form comes back as it was typed), in the form's order. */
export function rowsOfFields(fields: Iterable<[string, string]>): OptionRow[] {
  const rows: OptionRow[] = [];
  const option = (i: number) => {
    while (rows.length <= i) rows.push({ name_en: "", name_vi: "", values: [] });
    return rows[i]!;
  };
  for (const [name, value] of fields) {
    const named = OPTION_FIELD.exec(name);
    if (named) {
      option(Number(named[1]))[named[2] as "name_en" | "name_vi"] = value;
      continue;
    }
    const valued = VALUE_FIELD.exec(name);
    if (valued) {
      const values = option(Number(valued[1])).values;
      const j = Number(valued[2]);
      while (values.length <= j) values.push({ label_en: "", label_vi: "" });
      values[j]![valued[3] as "label_en" | "label_vi"] = value;
    }
  }
  return rows;
}

const blankValue = (v: ValueRow) => !v.label_en.trim() && !v.label_vi.trim();
const blankOption = (o: OptionRow) => !o.name_en.trim() && !o.name_vi.trim() && o.values.every(blankValue);

/**
 * What the rows ask for, blank rows left out (a half-filled one stays, for the rules to refuse beside its field), and
 * where each kept row sits on the form: `fieldOf` turns a rule's path (options.1.values.0.label_vi) into the field's
 * name on the form, whose rows may have blank ones between them.
 */
export function optionsOfRows(rows: readonly OptionRow[]) {
  const places: { option: number; values: number[] }[] = [];
  const options: OptionRow[] = [];
  rows.forEach((row, i) => {
    if (blankOption(row)) return;
    const values: number[] = [];
    row.values.forEach((v, j) => {
      if (!blankValue(v)) values.push(j);
    });
    places.push({ option: i, values });
    options.push({ name_en: row.name_en, name_vi: row.name_vi, values: values.map((j) => row.values[j]!) });
  });
  const fieldOf = (path: string) =>
    path.replace(/^options\.(\d+)(?:\.values\.(\d+))?/, (whole, i: string, j?: string) => {
      const place = places[Number(i)];
      if (!place) return whole;
      if (j === undefined) return `options.${place.option}`;
      const row = place.values[Number(j)];
      return row === undefined ? whole : `options.${place.option}.values.${row}`;
    });
  return { options, fieldOf };
}

/** The rows the form shows: each option with blank value rows after its values, and a blank option while fewer than `max`. */
export function rowsToShow(rows: readonly OptionRow[], max: number, blankValues = BLANK_VALUES): OptionRow[] {
  const blank = (n: number) => Array.from({ length: n }, () => ({ label_en: "", label_vi: "" }));
  const padded = rows.map((o) => {
    const trailing = o.values.length - (o.values.findLastIndex((v) => !blankValue(v)) + 1);
    return { ...o, values: [...o.values, ...blank(Math.max(0, blankValues - trailing))] };
  });
  if (padded.length < max && (padded.length === 0 || !blankOption(padded.at(-1)!)))
    padded.push({ name_en: "", name_vi: "", values: blank(blankValues) });
  return padded;
}

/** The form's fields of `rows`, blank ones left out: what a question carries in the address. */
export function fieldsOfRows(rows: readonly OptionRow[]): [string, string][] {
  return rows.flatMap((o, i) => [
    [`options.${i}.name_en`, o.name_en] as [string, string],
    [`options.${i}.name_vi`, o.name_vi] as [string, string],
    ...o.values.flatMap((v, j) => [
      [`options.${i}.values.${j}.label_en`, v.label_en] as [string, string],
      [`options.${i}.values.${j}.label_vi`, v.label_vi] as [string, string],
    ]),
  ]);
}
