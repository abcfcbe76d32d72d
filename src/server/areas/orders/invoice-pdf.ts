import { brand } from '@/contract/brand';
import {
  invoiceDocument,
  type InvoiceDocument,
  type InvoiceFact,
  type InvoiceParty,
  type InvoiceTone,
} from '@/contract/invoice-document';
import type { InvoiceLanguage } from '@/contract/invoice-texts';
import type { Order } from '@/contract/orders';

type Pdf = PDFKit.PDFDocument;

// A4 in points, and the page's margin.
const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_HEIGHT = 36;
/** Below this line the page belongs to the footer. */
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - FOOTER_HEIGHT;

const ink = '#212B36';
const muted = '#637381';
const rule = '#DFE3E8';
const shade = '#F4F6F8';
const brandColor = '#007B55';
/** The print shades of the screen's label colours: the tone's dark shade on its lightest tint. */
const toneColors: Record<InvoiceTone, { text: string; background: string }> = {
  info: { text: '#0C53B7', background: '#D0F2FF' },
  warning: { text: '#7A4F01', background: '#FFF7CD' },
  success: { text: '#229A16', background: '#E9FCD4' },
  error: { text: '#B72136', background: '#FFE7D9' },
};

const regular = 'Helvetica';
const bold = 'Helvetica-Bold';

// The standard fonts encode text as Windows-1252: Latin-1 plus these characters.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/** Latin letters Unicode gives no base letter to decompose into. */
const LETTERS_WITHOUT_BASE: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
};

/**
 * `text` as the standard fonts can print it: a character outside Windows-1252 becomes its unaccented base
 * letter where it has one ('ő' -> 'o', 'ł' -> 'l', 'ﬁ' -> 'fi'), other spaces a space (no-break ones stay unbreakable),
 * anything else '?'. Without this a name in another script would print as garbage glyphs.
 */
export function pdfSafeText(text: string): string {
  let safe = '';
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) safe += char;
    else if (/[\u2007\u202f\u2060\ufeff]/u.test(char)) safe += '\u00a0';
    else if (/\s/u.test(char)) safe += ' ';
    else if (LETTERS_WITHOUT_BASE[char]) safe += LETTERS_WITHOUT_BASE[char];
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      safe += base !== '' && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return safe;
}

interface TableColumn {
  key: 'position' | 'name' | 'size' | 'color' | 'quantity' | 'unitPrice' | 'amount';
  width: number;
  align: 'left' | 'right';
}

const columns: TableColumn[] = [
  { key: 'position', width: 30, align: 'left' },
  { key: 'name', width: 149, align: 'left' },
  { key: 'size', width: 42, align: 'left' },
  { key: 'color', width: 76, align: 'left' },
  { key: 'quantity', width: 48, align: 'right' },
  { key: 'unitPrice', width: 77, align: 'right' },
  { key: 'amount', width: 77, align: 'right' },
];
const CELL_PADDING = 6;
const cellWidth = (column: TableColumn) => column.width - 2 * CELL_PADDING;
const SWATCH = 8;

/** Writes `text` (made printable) at x, y within `width`; answers its height. */
function write(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions & { font?: string; size?: number; color?: string } = {},
) {
  const { font = regular, size = 10, color = ink, ...textOptions } = options;
  const safe = pdfSafeText(text);
  doc.font(font).fontSize(size).fillColor(color);
  const height = doc.heightOfString(safe, { width: textOptions.width, lineGap: textOptions.lineGap });
  doc.text(safe, x, y, textOptions);
  return height;
}

function heightOf(doc: Pdf, text: string, width: number, font = regular, size = 10) {
  return doc.font(font).fontSize(size).heightOfString(pdfSafeText(text), { width });
}

function header(doc: Pdf, invoice: InvoiceDocument): number {
  const top = PAGE.margin;
  write(doc, brand.productName, PAGE.margin, top, { font: bold, size: 20, color: brandColor, width: 260 });
  write(doc, new URL(brand.siteUrl).host, PAGE.margin, top + 26, { size: 9, color: muted, width: 260 });

  const right = { x: PAGE.margin + CONTENT_WIDTH - 220, width: 220 };
  write(doc, invoice.texts.title, right.x, top, { font: bold, size: 20, width: right.width, align: 'right' });
  write(doc, invoice.number, right.x, top + 26, {
    font: bold,
    size: 12,
    color: muted,
    width: right.width,
    align: 'right',
  });

  // The status as a coloured label, right-aligned under the number.
  const status = pdfSafeText(invoice.status.label);
  doc.font(bold).fontSize(9);
  const labelWidth = doc.widthOfString(status) + 14;
  const labelX = PAGE.margin + CONTENT_WIDTH - labelWidth;
  const colors = toneColors[invoice.status.tone];
  doc.roundedRect(labelX, top + 46, labelWidth, 18, 4).fill(colors.background);
  write(doc, status, labelX, top + 51, {
    font: bold,
    size: 9,
    color: colors.text,
    width: labelWidth,
    align: 'center',
    lineBreak: false,
  });
  return top + 88;
}

function party(doc: Pdf, block: InvoiceParty, x: number, y: number, width: number): number {
  let cursor = y;
  cursor += write(doc, block.heading, x, cursor, { font: bold, size: 9, color: muted, width }) + 4;
  cursor += write(doc, block.name, x, cursor, { font: bold, size: 11, width }) + 2;
  for (const line of block.lines) cursor += write(doc, line, x, cursor, { size: 10, width, lineGap: 1 });
  return cursor;
}

function facts(doc: Pdf, items: InvoiceFact[], y: number): number {
  const width = CONTENT_WIDTH / items.length;
  const inner = width - 2 * 10;
  const height =
    Math.max(
      ...items.map(
        (item) => heightOf(doc, item.label, inner, regular, 8) + heightOf(doc, item.value, inner, bold, 10),
      ),
    ) +
    4 +
    2 * 10;
  doc.roundedRect(PAGE.margin, y, CONTENT_WIDTH, height, 6).fill(shade);
  items.forEach((item, index) => {
    const x = PAGE.margin + index * width + 10;
    const labelHeight = write(doc, item.label, x, y + 10, { size: 8, color: muted, width: inner });
    write(doc, item.value, x, y + 10 + labelHeight + 4, { font: bold, size: 10, width: inner });
  });
  return y + height;
}

function tableHeader(doc: Pdf, invoice: InvoiceDocument, y: number): number {
  const height = 24;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(shade);
  let x = PAGE.margin;
  const labels = invoice.texts.columns;
  const headings: Record<TableColumn['key'], string> = {
    position: labels.index,
    name: labels.product,
    size: labels.size,
    color: labels.color,
    quantity: labels.quantity,
    unitPrice: labels.unitPrice,
    amount: labels.amount,
  };
  for (const column of columns) {
    write(doc, headings[column.key], x + CELL_PADDING, y + 8, {
      font: bold,
      size: 8.5,
      color: muted,
      width: cellWidth(column),
      align: column.align,
      lineBreak: false,
      ellipsis: true,
      height: 10,
    });
    x += column.width;
  }
  return y + height;
}

type LineRow = InvoiceDocument['lines'][number];
const swatchSpace = (row: LineRow) => (row.color.hex ? SWATCH + 5 : 0);
const cellText = (row: LineRow, key: Exclude<TableColumn['key'], 'color'>) => row[key];

/** A line's height: its tallest cell (a long product name wraps) and the padding. */
function lineRowHeight(doc: Pdf, row: LineRow): number {
  const cells = columns.map((column) =>
    column.key === 'color'
      ? heightOf(doc, row.color.name, cellWidth(column) - swatchSpace(row))
      : heightOf(doc, cellText(row, column.key), cellWidth(column), column.key === 'name' ? bold : regular),
  );
  return Math.max(...cells) + 2 * 8;
}

function lineRow(doc: Pdf, row: LineRow, y: number, height: number): number {
  let x = PAGE.margin;
  for (const column of columns) {
    const cellX = x + CELL_PADDING;
    if (column.key === 'color') {
      if (row.color.hex)
        doc
          .circle(cellX + SWATCH / 2, y + 8 + 5.5, SWATCH / 2)
          .lineWidth(0.5)
          .fillAndStroke(row.color.hex, '#919EAB');
      write(doc, row.color.name, cellX + swatchSpace(row), y + 8, {
        width: cellWidth(column) - swatchSpace(row),
      });
    } else {
      write(doc, cellText(row, column.key), cellX, y + 8, {
        font: column.key === 'name' ? bold : regular,
        width: cellWidth(column),
        align: column.align,
      });
    }
    x += column.width;
  }
  doc
    .moveTo(PAGE.margin, y + height)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y + height)
    .lineWidth(0.75)
    .strokeColor(rule)
    .stroke();
  return y + height;
}

function totals(doc: Pdf, items: InvoiceFact[], y: number): number {
  const width = 250;
  const x = PAGE.margin + CONTENT_WIDTH - width;
  let cursor = y + 12;
  items.forEach((item, index) => {
    const last = index === items.length - 1;
    if (last) {
      doc
        .moveTo(x, cursor)
        .lineTo(x + width, cursor)
        .lineWidth(0.75)
        .strokeColor(rule)
        .stroke();
      cursor += 8;
    }
    const font = last ? bold : regular;
    const size = last ? 12 : 10;
    const labelHeight = write(doc, item.label, x, cursor, {
      font,
      size,
      color: last ? ink : muted,
      width: width - 100,
    });
    write(doc, item.value, x + width - 100, cursor, { font, size, width: 100, align: 'right' });
    cursor += labelHeight + 6;
  });
  return cursor;
}

function payment(doc: Pdf, invoice: InvoiceDocument, y: number): number {
  let cursor = y;
  cursor +=
    write(doc, invoice.texts.payment, PAGE.margin, cursor, { font: bold, size: 10, width: CONTENT_WIDTH }) +
    3;
  cursor +=
    write(doc, invoice.paymentNote, PAGE.margin, cursor, { size: 10, width: CONTENT_WIDTH, lineGap: 1 }) + 3;
  cursor += write(doc, invoice.bankDetails, PAGE.margin, cursor, { size: 10, width: CONTENT_WIDTH }) + 3;
  cursor +=
    write(doc, invoice.questions, PAGE.margin, cursor, { size: 10, color: muted, width: CONTENT_WIDTH }) + 10;
  cursor += write(doc, invoice.texts.thanks, PAGE.margin, cursor, {
    font: bold,
    size: 10,
    color: brandColor,
    width: CONTENT_WIDTH,
  });
  return cursor;
}

function paymentHeight(doc: Pdf, invoice: InvoiceDocument): number {
  return (
    heightOf(doc, invoice.texts.payment, CONTENT_WIDTH, bold) +
    heightOf(doc, invoice.paymentNote, CONTENT_WIDTH) +
    heightOf(doc, invoice.bankDetails, CONTENT_WIDTH) +
    heightOf(doc, invoice.questions, CONTENT_WIDTH) +
    heightOf(doc, invoice.texts.thanks, CONTENT_WIDTH, bold) +
    20
  );
}

/** The seller's details and the page number at the foot of every page. */
function footers(doc: Pdf, invoice: InvoiceDocument) {
  const { company } = brand;
  const lines = [
    [company.name, company.street, `${company.postalCode} ${company.city}`, invoice.seller.lines[2]].join(
      ' · ',
    ),
    [company.register, `${invoice.texts.vatId} ${company.vatId}`].join(' · '),
  ];
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing into the bottom margin must not start another page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin - FOOTER_HEIGHT + 12;
    doc
      .moveTo(PAGE.margin, y - 8)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y - 8)
      .lineWidth(0.75)
      .strokeColor(rule)
      .stroke();
    lines.forEach((line, number) =>
      write(doc, line, PAGE.margin, y + number * 10, {
        size: 7.5,
        color: muted,
        width: CONTENT_WIDTH - 70,
        lineBreak: false,
      }),
    );
    write(
      doc,
      `${invoice.number} · ${index - range.start + 1}/${range.count}`,
      PAGE.margin + CONTENT_WIDTH - 70,
      y,
      {
        size: 7.5,
        color: muted,
        width: 70,
        align: 'right',
      },
    );
    doc.page.margins.bottom = bottom;
  }
}

/** Draws the invoice; a long list of lines continues on further pages under a repeated table header. */
function drawInvoice(doc: Pdf, invoice: InvoiceDocument) {
  let y = header(doc, invoice);
  const half = (CONTENT_WIDTH - 24) / 2;
  y =
    Math.max(
      party(doc, invoice.seller, PAGE.margin, y, half),
      party(doc, invoice.buyer, PAGE.margin + half + 24, y, half),
    ) + 18;
  y = facts(doc, invoice.facts, y) + 22;
  y = tableHeader(doc, invoice, y);
  for (const row of invoice.lines) {
    const rowHeight = lineRowHeight(doc, row);
    if (y + rowHeight > CONTENT_BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, invoice, PAGE.margin);
    }
    y = lineRow(doc, row, y, rowHeight);
  }
  const totalsHeight = invoice.totals.length * 20 + 26;
  if (y + totalsHeight > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  y = totals(doc, invoice.totals, y) + 22;
  if (y + paymentHeight(doc, invoice) > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }
  payment(doc, invoice, y);
  footers(doc, invoice);
}

/** The invoice of `order` as a PDF (A4), its labels in `language`. */
export async function renderInvoicePdf(order: Order, language: InvoiceLanguage): Promise<Buffer> {
  // pdfkit loads with the first invoice, not with every server start.
  const { default: PDFDocument } = await import('pdfkit');
  const invoice = invoiceDocument(order, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: {
      Title: pdfSafeText(`${invoice.texts.title} ${invoice.number}`),
      Author: pdfSafeText(brand.company.name),
      Subject: pdfSafeText(`${invoice.texts.title} ${invoice.number}`),
      Creator: pdfSafeText(brand.productName),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawInvoice(doc, invoice);
  doc.end();
  return done;
}
