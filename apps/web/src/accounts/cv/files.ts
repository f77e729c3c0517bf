/**
 * The rules of a candidate's CV files, checked before anything is stored: the type is read from the bytes (a PDF or
 * a Word DOCX; the name and the browser's content type count for nothing), the size, how many files an account
 * may keep, and the name the file is shown and downloaded under. Pure, so every rule is unit-tested.
 */
import { unzipSync } from 'fflate';

/** At most this many bytes per file. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many files per account. */
export const CV_MAX_FILES = 3;
/** Display names are cut to this many characters (the extension kept). */
export const CV_NAME_MAX = 120;

export type CvType = 'pdf' | 'docx';

export const CV_TYPES: Record<CvType, { mime: string; extension: string }> = {
  pdf: { mime: 'application/pdf', extension: 'pdf' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
};

/** What the file input offers to choose (the server decides by the bytes all the same). */
export const CV_ACCEPT = ['.pdf', '.docx', CV_TYPES.pdf.mime, CV_TYPES.docx.mime].join(',');

/** Why a file is refused; each has its message on the account page. */
export type CvProblem = 'missing' | 'empty' | 'tooLarge' | 'type' | 'limit' | 'infected' | 'unchecked' | 'notFound';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4"

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/**
 * The names of a ZIP's entries, read from its central directory without unpacking anything (a ZIP bomb costs
 * nothing here); null when the bytes are no readable ZIP.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

/**
 * The file's type from its content: a PDF starts with `%PDF-`; a DOCX is a ZIP (Office Open XML) holding
 * `[Content_Types].xml` and `word/document.xml` and no macros (`word/vbaProject.bin`, a .docm renamed). Anything
 * else — an image, a spreadsheet, a plain ZIP, an empty file — is null.
 */
export function sniffCvType(bytes: Uint8Array): CvType | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (!startsWith(bytes, ZIP_MAGIC)) return null;
  const names = zipEntryNames(bytes);
  if (!names) return null;
  const has = (name: string) => names.some((entry) => entry.toLowerCase() === name.toLowerCase());
  if (!has('[Content_Types].xml') || !has('word/document.xml')) return null;
  return has('word/vbaProject.bin') ? null : 'docx';
}

/** Controls, format characters (bidi overrides, zero-width) and characters no file system likes in a name. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\\/:*?"<>|]+/gu;

/**
 * The name a file is listed and downloaded under: the last part of whatever path the browser sent, without
 * controls, bidi overrides or reserved characters, spaces collapsed, at most CV_NAME_MAX characters, and always
 * ending in the extension of its real type (`Lebenslauf.PDF` → `Lebenslauf.pdf`, `cv.docx` that is a PDF →
 * `cv.pdf`, no name → `cv.pdf`).
 */
export function safeCvName(raw: string, type: CvType): string {
  const extension = CV_TYPES[type].extension;
  const last = raw.split(/[\\/]/).pop() ?? '';
  let base = last
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const room = CV_NAME_MAX - extension.length - 1;
  const chars = [...base];
  if (chars.length > room) base = chars.slice(0, room).join('').trim();
  return `${base || 'cv'}.${extension}`;
}

export type CvCheck = { ok: true; type: CvType; name: string } | { ok: false; problem: CvProblem };

/**
 * Whether a file may be stored for an account that holds `stored` files already: the limit first (nothing else
 * matters then), a file at all, not empty, not over CV_MAX_BYTES, a PDF or DOCX by its bytes. Virus scanning
 * comes after these (virus-scan.ts).
 */
export function checkCvFile(file: { name: string; bytes: Uint8Array } | null, stored: number): CvCheck {
  if (stored >= CV_MAX_FILES) return { ok: false, problem: 'limit' };
  if (!file || (!file.name && file.bytes.byteLength === 0)) return { ok: false, problem: 'missing' };
  if (file.bytes.byteLength === 0) return { ok: false, problem: 'empty' };
  if (file.bytes.byteLength > CV_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  const type = sniffCvType(file.bytes);
  if (!type) return { ok: false, problem: 'type' };
  return { ok: true, type, name: safeCvName(file.name, type) };
}

/** RFC 6266/5987: an ASCII fallback name and the real one as `filename*` (UTF-8, percent-encoded). */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A record id from a path or form: a positive integer, else null. */
export function parseCvId(raw: string | null | undefined): number | null {
  return raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}

/** A multipart upload: the file and the form's few fields, with room for the parts' headers and boundaries. */
export const CV_UPLOAD_MAX_BYTES = CV_MAX_BYTES + 64 * 1024;

/**
 * Whether an upload request may be read at all, from its headers: a multipart form (else 'form') whose
 * Content-Length, where given, is within CV_UPLOAD_MAX_BYTES (else 'tooLarge'); the body is read capped all the same.
 */
export function uploadRequestProblem(
  contentType: string | null,
  contentLength: string | null,
): 'form' | 'tooLarge' | null {
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(contentType ?? '')) return 'form';
  if (contentLength !== null && !(Number(contentLength) <= CV_UPLOAD_MAX_BYTES)) return 'tooLarge';
  return null;
}

/** A file's size for people, in the page's locale: `820 kB`, `1.4 MB` (units of 1024 bytes, as file managers show). */
export function formatFileSize(bytes: number, locale: string): string {
  const kb = bytes / 1024;
  if (kb < 1000)
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
      Math.max(1, Math.round(kb)),
    );
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(kb / 1024);
}
