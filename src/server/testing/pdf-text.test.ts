import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

/** A PDF-like file with one compressed content stream showing `text`, written the way pdfkit writes it. */
const pdfShowing = (content: string) =>
  Buffer.concat([Buffer.from('%PDF-1.3\n1 0 obj\n<< /Filter /FlateDecode >>\nstream\n'), deflateSync(content), Buffer.from('\nendstream\nendobj\n')]);

const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex');

describe('pdfText', () => {
  it('reads the text runs of a compressed content stream, whatever its last byte', () => {
    // Some contents whose compressed data ends on byte 13 ('\r') or 10 ('\n'), next to the line break of `endstream`.
    const endingOn = (byte: number) =>
      Array.from({ length: 5000 }, (_, i) => `BT [<${hex(`Invoice #${i}`)}>] TJ ET`).find(
        (content) => deflateSync(content).at(-1) === byte,
      )!;
    for (const byte of [13, 10]) {
      const content = endingOn(byte);
      expect(content, `a content ending on ${byte}`).toBeDefined();
      expect(pdfText(pdfShowing(content))).toMatch(/^Invoice #\d+$/);
    }
    expect(pdfText(pdfShowing(`BT <${hex('Total $12.00')}> Tj ET`))).toBe('Total $12.00');
  });
});
