/**
 * The one way a message gets its values: "{name}" becomes params.name. Used by the pages (translate), the API and
 * page-action answers and the e-mails (server/i18n/api-messages.ts). A missing value stays visible as "{name}".
 */
export function fillIn(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
