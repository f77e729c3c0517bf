import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { Candidate, User } from '@/payload-types';
import { cvFilesDir } from '@/accounts/cv/disk';
import { configuredScanner } from '@/accounts/cv/virus-scan';
import {
  countCvFiles,
  deleteCvFile,
  downloadCvFile,
  listCvFiles,
  uploadCvFile,
  type UploadResult,
} from '@/accounts/cv/store';
import { zipAccountExport } from '@/accounts/export';
import { collectAccountExport, deleteAccount } from '@/accounts/personal-data';
import { candidateById, countSessions, createSession, signUp } from '@/accounts/store';
import { countSavedOffers, saveOffer } from '@/accounts/saved-offers';
import { EICAR, eicarClamscan } from './clamav';
import { useMigratedPayload, type StoreSetup } from './databases';
import { createEditorAndAdmin, createKestrelSite } from './fixtures';

const SECRET = 'cv-files-suite-secret';
const PASSWORD = 'seven ravens at dawn';

/** A minimal PDF and DOCX, and a PNG named like a PDF. */
export const PDF = strToU8('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const DOCX = zipSync({
  '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
  '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships/>'),
  'word/document.xml': strToU8('<?xml version="1.0"?><w:document/>'),
});
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const stored = () => (fs.existsSync(cvFilesDir()) ? fs.readdirSync(cvFilesDir()).sort() : []);

function uploaded(result: UploadResult) {
  if (!result.ok) throw new Error(`upload refused: ${result.problem}`);
  return result.file;
}

/**
 * Candidates' CV files on one CMS store with the files on disk: upload through the rules, the owner's download,
 * delete, another candidate's ids, the limit, the real ClamAV engine, export and account deletion, and what the
 * CMS shows administrators and editors.
 */
export function defineCvFilesSuite(store: string, prepare: StoreSetup) {
  describe(`CV files on ${store}`, () => {
    let editor: User;
    let admin: User;
    const clam = eicarClamscan();
    afterAll(() => clam && fs.rmSync(clam.dir, { recursive: true, force: true }));

    const itOnStore = useMigratedPayload(prepare, async (payload) => {
      const site = await createKestrelSite(payload);
      ({ editor, admin } = await createEditorAndAdmin(payload, site.id, 'cv'));
    });

    async function candidate(payload: Payload, email: string): Promise<Candidate> {
      const result = await signUp(payload, SECRET, {
        email,
        password: PASSWORD,
        origin: 'http://brand-a.example',
        market: 'de',
        lang: 'de',
      });
      return result.candidate;
    }

    const logOf = async (payload: Payload, candidateId: number) =>
      (
        await payload.find({
          collection: 'cv-access-log',
          overrideAccess: true,
          pagination: false,
          sort: 'createdAt',
          where: { candidateId: { equals: candidateId } },
        })
      ).docs.map((entry) => `${entry.action}:${entry.fileId}`);

    itOnStore(
      'a PDF and a DOCX are stored privately, listed, downloaded by their owner and logged',
      async (payload) => {
        const anna = await candidate(payload, 'cv-anna@example.org');
        const before = stored();
        const pdf = uploaded(
          await uploadCvFile(payload, anna.id, { name: 'C:\\Users\\anna\\Lebenslauf Anna.PDF', bytes: PDF }, null),
        );
        const docx = uploaded(await uploadCvFile(payload, anna.id, { name: 'Zeugnisse.docx', bytes: DOCX }, null));
        expect(pdf).toMatchObject({
          name: 'Lebenslauf Anna.pdf',
          type: 'pdf',
          mime: 'application/pdf',
          size: PDF.length,
        });
        expect(docx).toMatchObject({ name: 'Zeugnisse.docx', type: 'docx', size: DOCX.length });
        expect((await listCvFiles(payload, anna.id)).map((file) => file.name)).toEqual([
          'Lebenslauf Anna.pdf',
          'Zeugnisse.docx',
        ]);
        // On disk under random names, readable by the server's user only; nothing of the person in the path.
        const added = stored().filter((name) => !before.includes(name));
        expect(added).toHaveLength(2);
        for (const name of added) {
          expect(name).toMatch(/^[a-f0-9]{40}$/);
          expect(fs.statSync(path.join(cvFilesDir(), name)).mode & 0o077).toBe(0);
        }
        const down = await downloadCvFile(payload, anna.id, pdf.id);
        expect(Buffer.from(down!.bytes).equals(Buffer.from(PDF))).toBe(true);
        expect(down!.file.name).toBe('Lebenslauf Anna.pdf');
        expect(await logOf(payload, anna.id)).toEqual([`upload:${pdf.id}`, `upload:${docx.id}`, `download:${pdf.id}`]);
      },
    );

    itOnStore(
      "another candidate's file id reads as missing: no download, no deletion, nothing changes",
      async (payload) => {
        const owner = await candidate(payload, 'cv-owner@example.org');
        const other = await candidate(payload, 'cv-other@example.org');
        const file = uploaded(await uploadCvFile(payload, owner.id, { name: 'cv.pdf', bytes: PDF }, null));
        expect(await downloadCvFile(payload, other.id, file.id)).toBeNull();
        expect(await deleteCvFile(payload, other.id, file.id)).toBe(false);
        expect(await downloadCvFile(payload, other.id, 999_999)).toBeNull();
        expect(await listCvFiles(payload, other.id)).toEqual([]);
        // Re-read: the owner's file is there, unchanged, and the other's attempts were no access.
        expect(await listCvFiles(payload, owner.id)).toEqual([file]);
        const again = await downloadCvFile(payload, owner.id, file.id);
        expect(Buffer.from(again!.bytes).equals(Buffer.from(PDF))).toBe(true);
        expect(await logOf(payload, other.id)).toEqual([]);
        expect(await logOf(payload, owner.id)).toEqual([`upload:${file.id}`, `download:${file.id}`]);
      },
    );

    itOnStore(
      'the type comes from the bytes, and at most three files: refused files leave nothing',
      async (payload) => {
        const ben = await candidate(payload, 'cv-ben@example.org');
        const before = stored();
        expect(await uploadCvFile(payload, ben.id, { name: 'photo.pdf', bytes: PNG }, null)).toEqual({
          ok: false,
          problem: 'type',
        });
        const xlsx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<w/>') });
        expect(await uploadCvFile(payload, ben.id, { name: 'cv.docx', bytes: xlsx }, null)).toMatchObject({
          problem: 'type',
        });
        expect(await uploadCvFile(payload, ben.id, { name: 'cv.pdf', bytes: new Uint8Array(0) }, null)).toMatchObject({
          problem: 'empty',
        });
        expect(stored()).toEqual(before);
        for (const name of ['a.pdf', 'b.docx', 'c.pdf'])
          uploaded(await uploadCvFile(payload, ben.id, { name, bytes: name.endsWith('x') ? DOCX : PDF }, null));
        const three = stored();
        expect(await uploadCvFile(payload, ben.id, { name: 'd.pdf', bytes: PDF }, null)).toEqual({
          ok: false,
          problem: 'limit',
        });
        expect(await countCvFiles(payload, ben.id)).toBe(3);
        expect(stored()).toEqual(three);
      },
    );

    // Where clamscan is missing (never on CI: eicarClamscan throws there) the test shows as skipped.
    const itWithClamAV = clam ? itOnStore : (name: string) => it.skip(name, () => undefined);
    itWithClamAV(
      'with ClamAV: EICAR is refused as infected, a failing scanner stores nothing, a clean file is stored',
      async (payload) => {
        const eve = await candidate(payload, 'cv-eve@example.org');
        const scanner = configuredScanner({ CLAMSCAN_PATH: clam!.program, CLAMSCAN_DATABASE: clam!.database });
        const before = stored();
        const infected = strToU8(`%PDF-1.4\n${EICAR}\n%%EOF\n`);
        expect(await uploadCvFile(payload, eve.id, { name: 'cv.pdf', bytes: infected }, scanner)).toEqual({
          ok: false,
          problem: 'infected',
          signature: 'Eicar-Test-Signature.UNOFFICIAL',
        });
        const broken = configuredScanner({
          CLAMSCAN_PATH: clam!.program,
          CLAMSCAN_DATABASE: path.join(clam!.dir, 'none'),
        });
        expect(await uploadCvFile(payload, eve.id, { name: 'cv.pdf', bytes: PDF }, broken)).toMatchObject({
          ok: false,
          problem: 'unchecked',
        });
        expect(stored()).toEqual(before);
        expect(await countCvFiles(payload, eve.id)).toBe(0);
        const clean = uploaded(await uploadCvFile(payload, eve.id, { name: 'cv.pdf', bytes: PDF }, scanner));
        const record = await payload.findByID({ collection: 'candidate-files', id: clean.id, overrideAccess: true });
        expect(record.scannedBy).toBe(`clamscan ${clam!.program}`);
      },
    );

    itOnStore(
      'the export holds the files and their metadata; the deletion removes records and files',
      async (payload) => {
        const cleo = await candidate(payload, 'cv-cleo@example.org');
        const pdf = uploaded(await uploadCvFile(payload, cleo.id, { name: 'Lebenslauf Cléo.pdf', bytes: PDF }, null));
        const docx = uploaded(await uploadCvFile(payload, cleo.id, { name: 'letter.docx', bytes: DOCX }, null));
        const zip = unzipSync(zipAccountExport(await collectAccountExport(payload, cleo, null)));
        const json = JSON.parse(strFromU8(zip['account.json']!));
        const pdfPath = `files/cvFiles/${pdf.id}-Lebenslauf_Cléo.pdf`;
        const docxPath = `files/cvFiles/${docx.id}-letter.docx`;
        expect(json.files).toEqual([pdfPath, docxPath]);
        expect(Buffer.from(zip[pdfPath]!).equals(Buffer.from(PDF))).toBe(true);
        expect(Buffer.from(zip[docxPath]!).equals(Buffer.from(DOCX))).toBe(true);
        expect(json.cvFiles.files).toMatchObject([
          { id: pdf.id, name: 'Lebenslauf Cléo.pdf', type: 'application/pdf', size: PDF.length, inThisExport: pdfPath },
          { id: docx.id, name: 'letter.docx', size: DOCX.length, inThisExport: docxPath },
        ]);
        expect(json.cvFiles.accessLog.map((entry: { action: string }) => entry.action)).toEqual([
          'upload',
          'upload',
          'export',
          'export',
        ]);
        const text = JSON.stringify(json);
        expect(text).not.toContain('storageKey');

        const keys = stored();
        for (const key of keys) expect(text).not.toContain(key);
        const result = await deleteAccount(payload, cleo.id, { method: 'password', password: PASSWORD });
        expect(result).toMatchObject({ ok: true, removed: { cvFiles: 2, account: 1 } });
        expect(await candidateById(payload, cleo.id)).toBeNull();
        expect(
          await payload.count({
            collection: 'candidate-files',
            overrideAccess: true,
            where: { candidate: { equals: cleo.id } },
          }),
        ).toEqual({ totalDocs: 0 });
        expect(stored()).toHaveLength(keys.length - 2);
        expect(await logOf(payload, cleo.id)).toEqual([]);
      },
    );

    itOnStore(
      "an administrator's deletion of a candidate takes their files on disk, saved offers and sessions; an editor's is refused",
      async (payload) => {
        const fay = await candidate(payload, 'cv-fay@example.org');
        const before = stored();
        uploaded(await uploadCvFile(payload, fay.id, { name: 'cv.pdf', bytes: PDF }, null));
        const saved = await saveOffer(payload, fay.id, {
          id: 100_123,
          title: 'Konstrukteur (m/w/d)',
          location: 'Wolfsburg',
          company: 'Kestrel',
          url: 'https://brand-a.example/de/de/karriere/100123/konstrukteur',
          savedAt: new Date().toISOString(),
        });
        expect(saved.kind).toBe('saved');
        await createSession(payload, fay.id);
        expect(stored()).toHaveLength(before.length + 1);

        const asEditor = { overrideAccess: false, user: { ...editor, collection: 'users' as const } };
        await expect(payload.delete({ collection: 'candidates', id: fay.id, ...asEditor })).rejects.toThrow();
        expect(await candidateById(payload, fay.id)).not.toBeNull();
        expect(await countCvFiles(payload, fay.id)).toBe(1);
        expect(await countSavedOffers(payload, fay.id)).toBe(1);

        const asAdmin = { overrideAccess: false, user: { ...admin, collection: 'users' as const } };
        await payload.delete({ collection: 'candidates', id: fay.id, ...asAdmin });
        expect(await candidateById(payload, fay.id)).toBeNull();
        expect(stored()).toEqual(before);
        expect(await countCvFiles(payload, fay.id)).toBe(0);
        expect(await countSavedOffers(payload, fay.id)).toBe(0);
        expect(await countSessions(payload, fay.id)).toBe(0);
      },
    );

    itOnStore(
      'the CMS: administrators see the metadata (never where the file lies), editors nothing',
      async (payload) => {
        const dan = await candidate(payload, 'cv-dan@example.org');
        const file = uploaded(await uploadCvFile(payload, dan.id, { name: 'cv.pdf', bytes: PDF }, null));
        const asEditor = { overrideAccess: false, user: { ...editor, collection: 'users' as const } };
        await expect(payload.find({ collection: 'candidate-files', ...asEditor })).rejects.toThrow();
        await expect(payload.find({ collection: 'cv-access-log', ...asEditor })).rejects.toThrow();
        await expect(payload.delete({ collection: 'candidate-files', id: file.id, ...asEditor })).rejects.toThrow();
        expect(await countCvFiles(payload, dan.id)).toBe(1);
        const asAdmin = { overrideAccess: false, user: { ...admin, collection: 'users' as const } };
        const seen = await payload.findByID({ collection: 'candidate-files', id: file.id, ...asAdmin });
        expect(seen).toMatchObject({ name: 'cv.pdf', type: 'pdf', size: PDF.length });
        expect(seen.storageKey).toBeUndefined();
        await expect(
          payload.update({ collection: 'candidate-files', id: file.id, data: { name: 'x.pdf' }, ...asAdmin }),
        ).rejects.toThrow();
        expect((await payload.find({ collection: 'cv-access-log', ...asAdmin })).totalDocs).toBeGreaterThan(0);
        // An administrator's deletion takes the file from disk too, and is logged as theirs.
        const before = stored();
        await payload.delete({ collection: 'candidate-files', id: file.id, ...asAdmin });
        expect(stored()).toHaveLength(before.length - 1);
        expect(await logOf(payload, dan.id)).toEqual([`upload:${file.id}`, `delete:${file.id}`]);
        const entries = await payload.find({
          collection: 'cv-access-log',
          overrideAccess: true,
          where: { candidateId: { equals: dan.id }, action: { equals: 'delete' } },
        });
        expect(entries.docs[0]).toMatchObject({ actor: 'admin', userId: admin.id });
      },
    );
  });
}
