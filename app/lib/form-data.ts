/** A text field of a form; "" when it is missing or a file. Shared by the pages' scripts and their actions. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
