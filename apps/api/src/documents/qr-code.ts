/** QR code images for offer links (SPEC §3.7 `qrcode`, trade-fair mode). Only http(s) URLs are encoded. */
import QRCode from 'qrcode';

export const MAX_QR_DATA_LENGTH = 2000;

/** Why `data` is not accepted, or undefined when it is. */
export function qrDataProblem(data: unknown): string | undefined {
  if (typeof data !== 'string' || data.length === 0) return 'is required';
  if (data.length > MAX_QR_DATA_LENGTH) return `must be at most ${MAX_QR_DATA_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(data);
  } catch {
    return 'must be an absolute http(s) URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an absolute http(s) URL';
  return undefined;
}

/** A PNG of the QR code: error correction M, quiet zone of 2 modules, at least 300 px wide. */
export function renderQrPng(data: string): Promise<Buffer> {
  return QRCode.toBuffer(data, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 300 });
}
