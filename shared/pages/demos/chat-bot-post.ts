import { CHAT_FIELDS, CHAT_MESSAGE_MAX, canSend, recentMessages } from './chat-bot-rules.ts';

/** What the server's answer to a chat post carries: the conversation, as the visitor's messages. */
export interface ChatPostResult {
  readonly said: readonly string[];
}

/** A posted message: text of at most CHAT_MESSAGE_MAX characters. */
const isMessage = (value: FormDataEntryValue | null): value is string =>
  typeof value === 'string' && value.length <= CHAT_MESSAGE_MAX;

/**
 * The chat's post without JavaScript: the earlier messages plus the new one (a blank one is not
 * sent, as in the browser), the newest that fit the history budget. Anything that is not a
 * message of at most CHAT_MESSAGE_MAX characters is dropped. Nothing is logged. Checked by hand:
 * a schema library here would grow the zod chunk other pages load first.
 */
export function parseChatPost(formData: FormData): ChatPostResult {
  const message = (value: FormDataEntryValue | null): string[] => {
    return isMessage(value) && canSend(value) ? [value.trim()] : [];
  };
  const said = [
    ...formData.getAll(CHAT_FIELDS.said).flatMap(message),
    ...message(formData.get(CHAT_FIELDS.message)),
  ];
  return { said: recentMessages(said) };
}
