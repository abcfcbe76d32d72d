import { Buffer as NodeBuffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { Buffer, bufferOf } from '@/demo/replacements/buffer';

const samples = Array.from({ length: 40 }, (_, length) =>
  Uint8Array.from({ length }, (_, index) => (index * 97 + length * 31 + 251) % 256),
);

describe('the buffer package, taught base64url', () => {
  it('is the package, not Node’s Buffer', () => {
    expect(Buffer).not.toBe(NodeBuffer);
  });

  it('writes base64url as Node does, without padding', () => {
    for (const bytes of samples)
      expect(Buffer.from(bytes).toString('base64url')).toBe(NodeBuffer.from(bytes).toString('base64url'));
  });

  it('reads base64url as Node does, padded or not', () => {
    for (const bytes of samples) {
      const text = NodeBuffer.from(bytes).toString('base64url');
      expect([...Buffer.from(text, 'base64url')]).toEqual([...bytes]);
      expect([...Buffer.from(`${text}${'='.repeat((4 - (text.length % 4)) % 4)}`, 'base64url')]).toEqual([
        ...bytes,
      ]);
    }
  });

  it('knows the encoding, in any case', () => {
    expect(Buffer.isEncoding('base64url')).toBe(true);
    expect(Buffer.isEncoding('BASE64URL')).toBe(true);
    expect(Buffer.isEncoding('nonsense')).toBe(false);
  });

  it('keeps the other encodings as they were', () => {
    const bytes = samples[39]!;
    for (const encoding of ['hex', 'base64', 'latin1', 'binary'] as const) {
      const text = NodeBuffer.from(bytes).toString(encoding);
      expect(Buffer.from(bytes).toString(encoding)).toBe(text);
      expect([...Buffer.from(text, encoding)]).toEqual([...bytes]);
    }
    expect(Buffer.from('Grüße ✓', 'utf8').toString()).toBe('Grüße ✓');
  });

  it('bufferOf wraps the same memory in the package’s Buffer', () => {
    const bytes = new Uint8Array([1, 2, 3, 4]).subarray(1, 3);
    const buffer = bufferOf(bytes);
    expect(buffer).toBeInstanceOf(Buffer);
    expect(buffer.toString('hex')).toBe('0203');
    bytes[0] = 9;
    expect(buffer[0]).toBe(9);
  });
});
