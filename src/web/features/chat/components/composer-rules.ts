import { ChatErrors, MESSAGE_MAX_LENGTH } from '@/contract/chat';

/**
 * The length of a message as the server counts it (UTF-16 code units of the trimmed text, as a JavaScript
 * string's length is): an emoji counts 2, and nothing is ever cut, so no surrogate pair is split.
 */
export function messageLength(text: string): number {
  return text.trim().length;
}

/** Why the text cannot be sent (an error code of the contract), or undefined when it can. */
export function messageProblem(text: string): string | undefined {
  const length = messageLength(text);
  if (length === 0) return ChatErrors.bodyRequired.code;
  if (length > MESSAGE_MAX_LENGTH) return ChatErrors.bodyTooLong.code;
  return undefined;
}

/** The counter shows once the text is this close to the limit. */
export const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;
