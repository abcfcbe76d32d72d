import { describe, expect, it } from 'vitest';
import { ChatErrors, MESSAGE_MAX_LENGTH } from '@/contract/chat';
import { messageLength, messageProblem } from './composer-rules';

describe('composer rules', () => {
  it('counts as the server does: trimmed, an emoji as its two UTF-16 units', () => {
    expect(messageLength('  hi 👋🏽 ')).toBe('hi 👋🏽'.length);
    expect(messageLength('👍')).toBe(2);
  });

  it('refuses a blank or too long message, never cutting it', () => {
    expect(messageProblem(' \n ')).toBe(ChatErrors.bodyRequired.code);
    expect(messageProblem('a'.repeat(MESSAGE_MAX_LENGTH))).toBeUndefined();
    expect(messageProblem('😀'.repeat(MESSAGE_MAX_LENGTH / 2 + 1))).toBe(ChatErrors.bodyTooLong.code);
    expect(messageProblem('line one\nline two')).toBeUndefined();
  });
});
