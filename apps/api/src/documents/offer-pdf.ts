/**
 * The offer as an A4 PDF in the brand's look (pdfkit, embedded Inter so umlauts and accents always render):
 * colour band with a vector mark and the company name, title, meta chips, intro, the three sections, outro,
 * contact and address box, and a footer with the reference number and page numbers on every page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { DocumentBrand, LogoMark } from './brand-variants.ts';
import { htmlToBlocks, type TextBlock, type TextRun } from './html-blocks.ts';
import { DOCUMENT_LABELS, type DocumentLanguage } from './labels.ts';
import { addressLines, contactEmail, contactName, metaParts, type DocumentOffer } from './offer-text.ts';

const require = createRequire(import.meta.url);

/** Inter, shipped as static TTFs in @expo-google-fonts/inter (SIL Open Font License); read once per process. */
const FONT_FILES = {
  regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  italic: '@expo-google-fonts/inter/400Regular_Italic/Inter_400Regular_Italic.ttf',
  semibold: '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  boldItalic: '@expo-google-fonts/inter/700Bold_Italic/Inter_700Bold_Italic.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;
let fontBuffers: Record<FontName, Buffer> | undefined;
function fonts(): Record<FontName, Buffer> {
  fontBuffers ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  ) as Record<FontName, Buffer>;
  return fontBuffers;
}

/**
 * Parsing Inter again for every document costs ≈ 45 ms per face (≈ 200 ms a PDF, blocking the event loop), so the
 * parsed fontkit faces of the first document are reused: each later document gets its own pdfkit font objects
 * (own subset, own id) around the shared faces. This uses pdfkit internals (`_fontFamilies`, `_fontCount`); when
 * they are not as expected, fonts are simply registered per document.
 */
interface PdfkitInternals {
  _fontFamilies?: Record<string, unknown>;
  _fontCount?: number;
  _font?: { font?: unknown; constructor: new (doc: unknown, face: unknown, id: string) => unknown };
}
let sharedFaces:
  | { EmbeddedFont: new (doc: unknown, face: unknown, id: string) => unknown; faces: Record<FontName, unknown> }
  | undefined;

function installFonts(doc: PDFKit.PDFDocument): void {
  const internals = doc as unknown as PdfkitInternals;
  const names = Object.keys(FONT_FILES) as FontName[];
  if (sharedFaces && internals._fontFamilies && typeof internals._fontCount === 'number') {
    for (const name of names) {
      internals._fontFamilies[name] = new sharedFaces.EmbeddedFont(
        doc,
        sharedFaces.faces[name],
        `F${++internals._fontCount}`,
      );
    }
    return;
  }
  const buffers = fonts();
  for (const name of names) doc.registerFont(name, buffers[name]);
  if (sharedFaces || !internals._fontFamilies) return;
  // Open each face once in this document (unused faces are not embedded) and keep the parsed faces.
  const faces: Partial<Record<FontName, unknown>> = {};
  let EmbeddedFont: (new (doc: unknown, face: unknown, id: string) => unknown) | undefined;
  for (const name of names) {
    doc.font(name);
    faces[name] = internals._font?.font;
    EmbeddedFont = internals._font?.constructor;
  }
  if (EmbeddedFont && names.every((n) => faces[n]))
    sharedFaces = { EmbeddedFont, faces: faces as Record<FontName, unknown> };
}

/** Bump when the layout changes, so ETags of cached PDFs change with it. */
export const PDF_LAYOUT_VERSION = 1;

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 56, right: 56, top: 64, bottom: 66 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BAND_HEIGHT = 112;
const BODY_SIZE = 10.5;
const LINE_GAP = 3.2;

export interface OfferPdfInput {
  offer: DocumentOffer;
  lang: DocumentLanguage;
  brand: DocumentBrand;
  /** Printed small in the footer: where this PDF lives online. */
  canonicalUrl?: string;
}

export function renderOfferPdf(input: OfferPdfInput): Promise<Buffer> {
  const { offer, lang, brand } = input;
  const labels = DOCUMENT_LABELS[lang];
  const c = brand.colors;
  const reference = offer.sjobnr?.trim() || String(offer.njobid);
  const docType = offer.typeId === 4 ? labels.projectOffer : labels.jobOffer;

  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    compress: true,
    bufferPages: true,
    lang: labels.locale,
    displayTitle: true,
    info: {
      Title: offer.sjobbez,
      Author: brand.company.name,
      Subject: `${docType} · ${labels.referenceNumber} ${reference}`,
      Keywords: [reference, offer.uselocation_city, brand.company.name].filter(Boolean).join(', '),
      Creator: 'Meridian recruiting API',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  installFonts(doc);

  // Continuation pages get a slim band in the brand colour and the title as a running head.
  doc.on('pageAdded', () => {
    const { x, y } = doc;
    doc.save().rect(0, 0, PAGE.width, 6).fill(c.primary).restore();
    doc
      .font('semibold')
      .fontSize(8)
      .fillColor(c.muted)
      .text(offer.sjobbez, MARGIN.left, 24, { width: CONTENT_WIDTH, lineBreak: false, ellipsis: true });
    doc.x = x;
    doc.y = Math.max(y, MARGIN.top);
  });

  drawHeaderBand(doc, brand, docType, `${labels.referenceNumber}: ${reference}`);

  // Title and meta chips.
  doc.y = BAND_HEIGHT + 34;
  doc
    .font('bold')
    .fontSize(21)
    .fillColor(c.text)
    .text(offer.sjobbez, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 1 });
  doc.moveDown(0.5);
  drawChips(doc, metaParts(offer, lang), brand);
  doc.moveDown(0.6);
  rule(doc, c.border);

  drawBlocks(doc, htmlToBlocks(offer.seinleitung_html), brand);

  const sections: [string | undefined, string | undefined, string][] = [
    [offer.saufgabe_headline, offer.saufgabe_html, labels.tasks],
    [offer.svoraussetzung_headline, offer.svoraussetzung_html, labels.requirements],
    [offer.sbenefits_headline, offer.sbenefits_html, labels.benefits],
  ];
  for (const [headline, html, fallback] of sections) {
    const blocks = htmlToBlocks(html);
    if (blocks.length === 0) continue;
    drawSectionHeadline(doc, headline?.trim() || fallback, brand);
    drawBlocks(doc, blocks, brand);
  }

  const outro = htmlToBlocks(offer.sabbinder_html);
  if (outro.length > 0) {
    doc.moveDown(0.4);
    drawBlocks(doc, outro, brand);
  }

  drawContactBox(doc, offer, brand, labels);
  drawFooters(doc, brand, `${labels.referenceNumber}: ${reference}`, labels.pageOf, input.canonicalUrl);

  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

function drawHeaderBand(doc: Doc, brand: DocumentBrand, docType: string, referenceLine: string): void {
  const c = brand.colors;
  doc.save();
  doc.rect(0, 0, PAGE.width, BAND_HEIGHT).fill(c.primary);
  doc.rect(0, BAND_HEIGHT, PAGE.width, 4).fill(c.accent);
  drawLogoMark(doc, brand.logo, MARGIN.left, 36, 40, c.onPrimary, c.accent);
  doc
    .font('bold')
    .fontSize(17)
    .fillColor(c.onPrimary)
    .text(brand.company.name, MARGIN.left + 54, 38, { lineBreak: false });
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(c.onPrimary)
    .fillOpacity(0.8)
    .text(brand.company.legalName, MARGIN.left + 54, 61, { lineBreak: false });
  doc.fillOpacity(1);
  const rightWidth = 220;
  const rightX = PAGE.width - MARGIN.right - rightWidth;
  doc
    .font('semibold')
    .fontSize(8.5)
    .fillColor(c.accent)
    .text(docType.toUpperCase(), rightX, 40, { width: rightWidth, align: 'right', lineBreak: false });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(c.onPrimary)
    .text(referenceLine, rightX, 58, { width: rightWidth, align: 'right', lineBreak: false });
  doc.restore();
}

/** Simple geometric marks, one per brand, drawn as vectors in a size×size box. */
function drawLogoMark(
  doc: Doc,
  mark: LogoMark,
  x: number,
  y: number,
  size: number,
  main: string,
  accent: string,
): void {
  const s = size;
  doc.save();
  switch (mark) {
    case 'ring':
      doc
        .lineWidth(s * 0.11)
        .circle(x + s / 2, y + s / 2, s * 0.42)
        .stroke(main);
      doc.circle(x + s / 2, y + s / 2, s * 0.17).fill(accent);
      break;
    case 'chevron':
      doc
        .polygon([x, y + s * 0.15], [x + s * 0.45, y + s / 2], [x, y + s * 0.85], [x + s * 0.18, y + s / 2])
        .fill(main);
      doc
        .polygon(
          [x + s * 0.42, y + s * 0.15],
          [x + s * 0.87, y + s / 2],
          [x + s * 0.42, y + s * 0.85],
          [x + s * 0.6, y + s / 2],
        )
        .fill(accent);
      break;
    case 'spark': {
      const cx = x + s / 2;
      const cy = y + s / 2;
      doc
        .polygon(
          [cx, y],
          [cx + s * 0.12, cy - s * 0.12],
          [x + s, cy],
          [cx + s * 0.12, cy + s * 0.12],
          [cx, y + s],
          [cx - s * 0.12, cy + s * 0.12],
          [x, cy],
          [cx - s * 0.12, cy - s * 0.12],
        )
        .fill(accent);
      doc.circle(cx, cy, s * 0.11).fill(main);
      break;
    }
    case 'peaks':
      doc.polygon([x, y + s * 0.9], [x + s * 0.38, y + s * 0.2], [x + s * 0.76, y + s * 0.9]).fill(main);
      doc.polygon([x + s * 0.4, y + s * 0.9], [x + s * 0.7, y + s * 0.42], [x + s, y + s * 0.9]).fill(accent);
      break;
  }
  doc.restore();
}

/** Meta parts as rounded chips that wrap onto further lines. */
function drawChips(doc: Doc, parts: readonly string[], brand: DocumentBrand): void {
  if (parts.length === 0) return;
  const c = brand.colors;
  const height = 20;
  const padX = 9;
  const gap = 6;
  let x = MARGIN.left;
  let y = doc.y;
  doc.font('semibold').fontSize(9);
  for (const part of parts) {
    const width = Math.min(doc.widthOfString(part) + padX * 2, CONTENT_WIDTH);
    if (x + width > MARGIN.left + CONTENT_WIDTH) {
      x = MARGIN.left;
      y += height + gap;
    }
    doc
      .save()
      .roundedRect(x, y, width, height, height / 2)
      .fill(c.surface)
      .restore();
    doc.fillColor(c.text).text(part, x + padX, y + 5.5, { width: width - padX * 2, lineBreak: false, ellipsis: true });
    x += width + gap;
  }
  doc.x = MARGIN.left;
  doc.y = y + height;
}

function rule(doc: Doc, color: string): void {
  doc
    .save()
    .moveTo(MARGIN.left, doc.y)
    .lineTo(MARGIN.left + CONTENT_WIDTH, doc.y)
    .lineWidth(0.8)
    .stroke(color)
    .restore();
  doc.moveDown(0.9);
}

function ensureSpace(doc: Doc, needed: number): void {
  if (doc.y + needed > PAGE.height - MARGIN.bottom) doc.addPage();
}

function drawSectionHeadline(doc: Doc, text: string, brand: DocumentBrand): void {
  doc.moveDown(0.7);
  ensureSpace(doc, 70); // keep the headline with its first lines
  const y = doc.y;
  doc
    .save()
    .rect(MARGIN.left, y + 1, 3.5, 14)
    .fill(brand.colors.accent)
    .restore();
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(brand.colors.primary)
    .text(text, MARGIN.left + 12, y, { width: CONTENT_WIDTH - 12 });
  doc.moveDown(0.35);
  doc.x = MARGIN.left;
}

function fontFor(run: TextRun): FontName {
  if (run.bold && run.italic) return 'boldItalic';
  if (run.bold) return 'semibold';
  return run.italic ? 'italic' : 'regular';
}

/** Writes runs as one flowing paragraph at x with the given width. */
function writeRuns(
  doc: Doc,
  runs: readonly TextRun[],
  x: number,
  width: number,
  color: string,
  size = BODY_SIZE,
): void {
  doc.fontSize(size).fillColor(color);
  runs.forEach((run, i) => {
    doc.font(fontFor(run));
    const options = { width, lineGap: LINE_GAP, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
}

function drawBlocks(doc: Doc, blocks: readonly TextBlock[], brand: DocumentBrand): void {
  const c = brand.colors;
  for (const block of blocks) {
    if (block.kind === 'list-item') {
      const indent = MARGIN.left + block.level * 14;
      ensureSpace(doc, 16);
      const y = doc.y;
      let textOffset = 16;
      if (block.ordered) {
        const number = `${block.index}.`;
        doc.font('semibold').fontSize(BODY_SIZE).fillColor(c.primary);
        textOffset = 22; // room for '99.', the same for every item so the text column stays straight
        doc.text(number, indent, y, { lineBreak: false });
      } else {
        doc
          .save()
          .circle(indent + 4, y + 6.6, 2.1)
          .fill(block.level === 0 ? c.primary : c.muted)
          .restore();
      }
      doc.y = y;
      writeRuns(doc, block.runs, indent + textOffset, CONTENT_WIDTH - (indent - MARGIN.left) - textOffset, c.text);
      doc.moveDown(0.25);
    } else if (block.kind === 'heading') {
      doc.moveDown(0.2);
      ensureSpace(doc, 40);
      writeRuns(doc, block.runs, MARGIN.left, CONTENT_WIDTH, c.text, 11);
      doc.moveDown(0.3);
    } else {
      writeRuns(doc, block.runs, MARGIN.left, CONTENT_WIDTH, c.text);
      doc.moveDown(0.55);
    }
  }
  doc.x = MARGIN.left;
}

function drawContactBox(
  doc: Doc,
  offer: DocumentOffer,
  brand: DocumentBrand,
  labels: (typeof DOCUMENT_LABELS)[DocumentLanguage],
): void {
  const c = brand.colors;
  const name = contactName(offer);
  const email = contactEmail(offer);
  const contactLines: [string, FontName][] = [];
  if (name) contactLines.push([name, 'semibold']);
  if (offer.sanspfunktion?.trim()) contactLines.push([offer.sanspfunktion.trim(), 'regular']);
  if (offer.sanspfon?.trim()) contactLines.push([`${labels.phone}: ${offer.sanspfon.trim()}`, 'regular']);
  if (email) contactLines.push([`${labels.email}: ${email}`, 'regular']);
  const address = addressLines(offer);
  const companyLines: [string, FontName][] = address.map((line, i) => [line, i === 0 ? 'semibold' : 'regular']);
  if (contactLines.length === 0 && companyLines.length === 0) return;

  const pad = 14;
  const columnWidth = (CONTENT_WIDTH - pad * 3) / 2;
  const heightOf = (lines: [string, FontName][]): number =>
    18 +
    lines.reduce(
      (h, [text, font]) =>
        h + doc.font(font).fontSize(9.5).heightOfString(text, { width: columnWidth, lineGap: 2 }) + 2,
      0,
    );
  const height = Math.max(heightOf(contactLines), heightOf(companyLines)) + pad * 2;

  doc.moveDown(0.5);
  ensureSpace(doc, height);
  const top = doc.y;
  doc.save().roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 6).fill(c.surface).restore();
  doc.save().rect(MARGIN.left, top, 4, height).fill(c.primary).restore();

  const column = (title: string, lines: [string, FontName][], x: number): void => {
    if (lines.length === 0) return;
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor(c.primary)
      .text(title.toUpperCase(), x, top + pad, { width: columnWidth });
    doc.y = top + pad + 18;
    for (const [text, font] of lines) {
      doc.font(font).fontSize(9.5).fillColor(c.text).text(text, x, doc.y, { width: columnWidth, lineGap: 2 });
      doc.y += 2;
    }
  };
  column(labels.contact, contactLines, MARGIN.left + pad + 4);
  column(labels.company, companyLines, MARGIN.left + pad * 2 + columnWidth);
  doc.x = MARGIN.left;
  doc.y = top + height;
}

function drawFooters(
  doc: Doc,
  brand: DocumentBrand,
  referenceLine: string,
  pageOf: string,
  canonicalUrl?: string,
): void {
  const c = brand.colors;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a new page: lift the margin while drawing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 46;
    doc
      .save()
      .moveTo(MARGIN.left, y - 8)
      .lineTo(MARGIN.left + CONTENT_WIDTH, y - 8)
      .lineWidth(0.5)
      .stroke(c.border)
      .restore();
    doc.font('regular').fontSize(7.5).fillColor(c.muted);
    doc.text(`${brand.company.legalName}  ·  ${referenceLine}`, MARGIN.left, y, {
      width: CONTENT_WIDTH * 0.7,
      lineBreak: false,
      ellipsis: true,
    });
    const pageText = pageOf.replace('{page}', String(i - range.start + 1)).replace('{pages}', String(range.count));
    doc.text(pageText, MARGIN.left + CONTENT_WIDTH * 0.7, y, {
      width: CONTENT_WIDTH * 0.3,
      align: 'right',
      lineBreak: false,
    });
    if (canonicalUrl) {
      doc.fontSize(6.5).text(canonicalUrl, MARGIN.left, y + 12, {
        width: CONTENT_WIDTH,
        lineBreak: false,
        ellipsis: true,
        link: canonicalUrl,
      });
    }
    doc.page.margins.bottom = bottom;
  }
}
