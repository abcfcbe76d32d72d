import type { ChatMessage } from '@/contract/chat';

/** Messages of one sender in a row, shown as one block with one avatar and one time. */
export interface MessageRun {
  /** Null: the sender's account is deleted; the run is of one kept name and avatar then. */
  senderId: string | null;
  own: boolean;
  messages: ChatMessage[];
}

/** A calendar day of the conversation (the reader's local day) and its runs. */
export interface MessageDay {
  /** yyyy-mm-dd of the reader's local day. */
  day: string;
  /** The first message's time, for the date separator. */
  date: string;
  runs: MessageRun[];
}

/** A pause after which the same sender starts a new block. */
export const RUN_BREAK_MS = 10 * 60_000;

function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Two messages of one account; of deleted accounts, of the same kept name and avatar. */
function sameSender(a: ChatMessage, b: ChatMessage): boolean {
  if (a.senderId !== null || b.senderId !== null) return a.senderId === b.senderId;
  return a.sender.name === b.sender.name && a.sender.avatar === b.sender.avatar;
}

/**
 * Messages (oldest first) by day, and within a day by sender: consecutive messages of one sender form a run
 * unless a long pause (RUN_BREAK_MS) lies between them.
 */
export function groupMessages(messages: ChatMessage[], viewerId: string): MessageDay[] {
  const days: MessageDay[] = [];
  let previous: ChatMessage | undefined;
  for (const message of messages) {
    const day = localDay(message.createdAt);
    let current = days.at(-1);
    if (!current || current.day !== day) {
      current = { day, date: message.createdAt, runs: [] };
      days.push(current);
      previous = undefined;
    }
    const run = current.runs.at(-1);
    const pause = previous ? Date.parse(message.createdAt) - Date.parse(previous.createdAt) : 0;
    if (run && sameSender(run.messages[0]!, message) && pause <= RUN_BREAK_MS) run.messages.push(message);
    else current.runs.push({ senderId: message.senderId, own: message.senderId === viewerId, messages: [message] });
    previous = message;
  }
  return days;
}
