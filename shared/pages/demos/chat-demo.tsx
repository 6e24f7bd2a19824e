import { useActionData } from 'react-router-dom';
import { ChatBot } from './chat-bot.tsx';
import type { ChatPostResult } from './chat-bot-post.ts';
import { CHAT_FORM_PATH } from './chat-bot-rules.ts';

/** The page's inline chat bot, with the conversation the server answered a post with. */
export function ChatDemo() {
  const chat = useActionData<ChatPostResult>();
  return (
    <ChatBot
      idPrefix="chat-demo"
      className="chatbot--inline"
      formPath={CHAT_FORM_PATH}
      said={chat?.said}
    />
  );
}
