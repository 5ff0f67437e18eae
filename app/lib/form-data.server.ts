export { formText } from "./form-data.ts";

/**
 * A posted form; a body that is not a form (JSON, a wrong content type, garbage, cut off) reads as an empty one, so
 * the action answers with its field messages (a 4xx), never a 500. The size limit is the server's (server/app.ts).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
