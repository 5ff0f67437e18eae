/** A row of a CSV file, with the line it starts on (for messages about bad rows). */
export interface CsvRow {
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
  }
}

/**
 * RFC 4180: fields separated by commas, rows by CRLF or LF; a field in double quotes may hold commas, line breaks
 * and doubled quotes (""). A leading byte-order mark (Excel's "CSV UTF-8") is dropped; blank lines are skipped.
 */
export function parseCsv(text: string): CsvRow[] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;

  const endField = () => {
    fields.push(field);
    field = "";
    afterQuote = false;
  };
  const endRow = () => {
    endField();
    if (fields.length > 1 || fields[0] !== "") rows.push({ line: rowLine, fields });
    fields = [];
  };

  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
        afterQuote = true;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === ",") {
      endField();
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && source[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else if (afterQuote) {
      throw new CsvError(`unexpected ${JSON.stringify(ch)} after a closing quote (write a quote inside quotes as "")`, line);
    } else if (ch === '"' && field === "") {
      quoted = true;
      quoteLine = line;
    } else {
      field += ch;
    }
  }
  if (quoted) throw new CsvError("a quoted field is never closed", quoteLine);
  if (field !== "" || fields.length > 0 || afterQuote) endRow();
  return rows;
}
