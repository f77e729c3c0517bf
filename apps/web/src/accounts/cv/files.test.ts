import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import {
  attachmentDisposition,
  checkCvFile,
  CV_MAX_BYTES,
  CV_MAX_FILES,
  CV_NAME_MAX,
  parseCvId,
  safeCvName,
  sniffCvType,
  CV_UPLOAD_MAX_BYTES,
  formatFileSize,
  uploadRequestProblem,
} from './files';

const pdf = strToU8('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const docx = zipSync({
  '[Content_Types].xml': strToU8('<Types/>'),
  '_rels/.rels': strToU8('<Relationships/>'),
  'word/document.xml': strToU8('<w:document/>'),
});
const xlsx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<workbook/>') });
const docm = zipSync({
  '[Content_Types].xml': strToU8('<Types/>'),
  'word/document.xml': strToU8('<w:document/>'),
  'word/vbaProject.bin': new Uint8Array([1, 2, 3]),
});
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('sniffCvType', () => {
  it('reads a PDF by its %PDF- header', () => {
    expect(sniffCvType(pdf)).toBe('pdf');
  });
  it('reads a DOCX by its ZIP entries', () => {
    expect(sniffCvType(docx)).toBe('docx');
  });
  it('refuses a PNG, a spreadsheet, a plain ZIP, a macro document, a broken ZIP and nothing', () => {
    expect(sniffCvType(png)).toBeNull();
    expect(sniffCvType(xlsx)).toBeNull();
    expect(sniffCvType(zipSync({ 'a.txt': strToU8('a') }))).toBeNull();
    expect(sniffCvType(docm)).toBeNull();
    expect(sniffCvType(docx.subarray(0, 40))).toBeNull();
    expect(sniffCvType(new Uint8Array(0))).toBeNull();
    expect(sniffCvType(strToU8(' %PDF-1.4'))).toBeNull();
  });
});

describe('safeCvName', () => {
  it('keeps a plain name and puts the extension of the real type', () => {
    expect(safeCvName('Lebenslauf Müller.pdf', 'pdf')).toBe('Lebenslauf Müller.pdf');
    expect(safeCvName('Lebenslauf.PDF', 'pdf')).toBe('Lebenslauf.pdf');
    expect(safeCvName('cv.docx', 'pdf')).toBe('cv.pdf');
    expect(safeCvName('resume', 'docx')).toBe('resume.docx');
  });
  it('drops the path, controls, bidi overrides and reserved characters', () => {
    expect(safeCvName('C:\\Users\\ana\\cv.pdf', 'pdf')).toBe('cv.pdf');
    expect(safeCvName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeCvName('cv\u202Efdp.exe', 'pdf')).toBe('cv fdp.pdf');
    expect(safeCvName('a\r\nb\t"c"<d>.pdf', 'pdf')).toBe('a b c d.pdf');
    expect(safeCvName('...', 'pdf')).toBe('cv.pdf');
    expect(safeCvName('', 'docx')).toBe('cv.docx');
  });
  it('limits the length and keeps the extension', () => {
    const name = safeCvName(`${'ä'.repeat(300)}.pdf`, 'pdf');
    expect([...name].length).toBe(CV_NAME_MAX);
    expect(name.endsWith('ä.pdf')).toBe(true);
  });
});

describe('checkCvFile', () => {
  it('accepts a PDF and a DOCX with a safe name', () => {
    expect(checkCvFile({ name: 'cv.pdf', bytes: pdf }, 0)).toEqual({ ok: true, type: 'pdf', name: 'cv.pdf' });
    expect(checkCvFile({ name: 'cv.docx', bytes: docx }, CV_MAX_FILES - 1)).toEqual({
      ok: true,
      type: 'docx',
      name: 'cv.docx',
    });
  });
  it('refuses by the content, not the name', () => {
    expect(checkCvFile({ name: 'photo.pdf', bytes: png }, 0)).toEqual({ ok: false, problem: 'type' });
    expect(checkCvFile({ name: 'table.docx', bytes: xlsx }, 0)).toEqual({ ok: false, problem: 'type' });
  });
  it('refuses no file, an empty one, one too large and one more than the limit', () => {
    expect(checkCvFile(null, 0)).toEqual({ ok: false, problem: 'missing' });
    expect(checkCvFile({ name: '', bytes: new Uint8Array(0) }, 0)).toEqual({ ok: false, problem: 'missing' });
    expect(checkCvFile({ name: 'cv.pdf', bytes: new Uint8Array(0) }, 0)).toEqual({ ok: false, problem: 'empty' });
    const big = new Uint8Array(CV_MAX_BYTES + 1);
    big.set(pdf);
    expect(checkCvFile({ name: 'cv.pdf', bytes: big }, 0)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(checkCvFile({ name: 'cv.pdf', bytes: big.subarray(0, CV_MAX_BYTES) }, 0)).toMatchObject({ ok: true });
    expect(checkCvFile({ name: 'cv.pdf', bytes: pdf }, CV_MAX_FILES)).toEqual({ ok: false, problem: 'limit' });
  });
});

describe('attachmentDisposition', () => {
  it('names the file as an attachment, in ASCII and in UTF-8 (RFC 5987)', () => {
    expect(attachmentDisposition('Lebenslauf Müller.pdf')).toBe(
      `attachment; filename="Lebenslauf Muller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`,
    );
    expect(attachmentDisposition('a"b;c%d (1).pdf')).toBe(
      `attachment; filename="a_b_c_d (1).pdf"; filename*=UTF-8''a%22b%3Bc%25d%20%281%29.pdf`,
    );
  });
});

describe('parseCvId', () => {
  it('takes positive integers only', () => {
    expect(parseCvId('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '', null, '1e3', '0012']) expect(parseCvId(bad)).toBeNull();
  });
});

describe('uploadRequestProblem', () => {
  const multipart = 'multipart/form-data; boundary=----x';
  it('takes a multipart form within the limit', () => {
    expect(uploadRequestProblem(multipart, '1000')).toBeNull();
    expect(uploadRequestProblem(multipart, String(CV_UPLOAD_MAX_BYTES))).toBeNull();
    expect(uploadRequestProblem(multipart, null)).toBeNull();
  });
  it('refuses another body and a Content-Length over the limit', () => {
    expect(uploadRequestProblem('application/x-www-form-urlencoded', '10')).toBe('form');
    expect(uploadRequestProblem(null, '10')).toBe('form');
    expect(uploadRequestProblem(multipart, String(CV_UPLOAD_MAX_BYTES + 1))).toBe('tooLarge');
    expect(uploadRequestProblem(multipart, 'lots')).toBe('tooLarge');
  });
});

describe('formatFileSize', () => {
  it('shows kB below a megabyte and MB with one decimal above, in the locale', () => {
    expect(formatFileSize(100, 'en-GB')).toBe('1 kB');
    expect(formatFileSize(820 * 1024, 'en-GB')).toBe('820 kB');
    expect(formatFileSize(1.4 * 1024 * 1024, 'en-GB')).toBe('1.4 MB');
    expect(formatFileSize(1.4 * 1024 * 1024, 'de-DE')).toBe('1,4 MB');
  });
});
