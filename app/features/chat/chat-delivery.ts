import type { Locale } from "../../i18n/config.ts";
import { api, ApiRequestError } from "../../browser/api-client.ts";
import type { IntroContact } from "./chat-state.ts";

export interface Outgoing {
  text: string;
  /** Null until the shop's server has answered the first message. */
  conversationId: string | null;
  contact: IntroContact;
}

type Post = (body: Record<string, string>) => Promise<string>;

const CONTACT_FIELDS = ["name", "phone", "email"] as const;

/** `POST chat/messages` in the site's language (the shop answers in it), through the client that retries. */
export function postChatMessage(locale: Locale): Post {
  return async (body) => {
    const answer = await api.post<{ conversation_id: string }>("chat/messages", body, { siteLocale: locale });
    return answer.data.conversation_id;
  };
}

/** The contact fields the server refused (422), if it refused nothing else. */
function refusedContactFields(error: unknown): (keyof IntroContact)[] | null {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return null;
  const fields = Object.keys(error.body?.errors ?? {});
  if (!fields.length || !fields.every((f) => (CONTACT_FIELDS as readonly string[]).includes(f))) return null;
  return fields as (keyof IntroContact)[];
}

/**
 * Delivers one visitor message and answers the conversation id. The first message carries the intro's contact
 * details and starts the conversation. The visitor saw no error for a malformed e-mail or phone (the
 * intro shows nothing), so a 422 on those alone resends without them rather than losing the message. A
 * conversation the server no longer knows (404) is started afresh. Anything else throws: the widget marks the
 * message "not delivered" and offers to retry.
 */
export async function deliverChatMessage(post: Post, outgoing: Outgoing): Promise<string> {
  if (outgoing.conversationId) {
    try {
      return await post({ conversation_id: outgoing.conversationId, message: outgoing.text });
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
    }
  }
  const contact: Record<string, string> = { ...outgoing.contact };
  try {
    return await post({ ...contact, message: outgoing.text });
  } catch (error) {
    const refused = refusedContactFields(error);
    if (!refused) throw error;
    for (const field of refused) delete contact[field];
    return post({ ...contact, message: outgoing.text });
  }
}
