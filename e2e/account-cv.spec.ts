import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import {
  clientAddresses,
  DATA_DIR,
  expectNoViolations,
  hostRequest,
  interactive,
  mailsTo,
  screenshotPath,
  siteUrl,
  WEB_PORT,
} from './support';
import { PASSWORD, tabTo, typeInto, uniqueAddress } from './account-journeys';

/**
 * The CV files of a candidate account on two brands in two languages (brand A in German, brand C in English), by
 * keyboard and axe-clean: a PDF and a DOCX uploaded and downloaded byte for byte (an attachment, `nosniff`, never
 * cached), a PNG named .pdf refused by its content, the EICAR test file refused by the real ClamAV engine, a fourth
 * file refused, another candidate's id answered like a missing one, cross-site posts refused, the export ZIP
 * unpacked with the files in it, and the account's deletion proven by the files gone from DATA_DIR.
 */

const JOURNEYS = [
  {
    host: 'brand-a.localhost',
    locale: '/de/de',
    home: '/konto',
    signUp: '/konto/registrieren',
    verify: '/konto/bestaetigen',
    delete: '/konto/loeschen',
    deleted: '/konto/geloescht',
    lang: 'de',
    texts: {
      title: 'Mein Lebenslauf',
      type: 'kein PDF- oder Word-Dokument',
      infected: 'Schadsoftware',
      full: 'so viele, wie ein Konto aufbewahren kann',
      download: 'Herunterladen',
      delete: 'Löschen',
    },
  },
  {
    host: 'brand-c.localhost',
    locale: '/de/en',
    home: '/account',
    signUp: '/account/sign-up',
    verify: '/account/verify',
    delete: '/account/delete',
    deleted: '/account/deleted',
    lang: 'en',
    texts: {
      title: 'My CV',
      type: 'no PDF or Word (DOCX) document',
      infected: 'malware',
      full: 'the most an account can keep',
      download: 'Download',
      delete: 'Delete',
    },
  },
] as const;
type Journey = (typeof JOURNEYS)[number];

const nextAddress = clientAddresses();
test.beforeEach(async ({ page }) => {
  test.setTimeout(240_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
});

const address = uniqueAddress;
const at = (journey: Journey, pathname: string) => siteUrl(journey.host, `${journey.locale}${pathname}`);

/** The EICAR test string, put together here so that this file is no test file itself. */
const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');

/** A minimal PDF written by hand, and a minimal Word document zipped here; each with a stamp of its own. */
const pdfOf = (stamp: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${stamp}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
const docxOf = (stamp: string) =>
  Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
      '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships/>'),
      'word/document.xml': strToU8(`<?xml version="1.0"?><w:document><w:t>${stamp}</w:t></w:document>`),
    }),
  );
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

async function signUp(page: Page, journey: Journey, email: string) {
  await page.goto(at(journey, journey.signUp));
  await typeInto(page, 'account-email', email);
  await typeInto(page, 'account-password', PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${journey.verify}$`));
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const code = /\b(\d{6})\b/.exec((await mailsTo(email)).at(-1)!.text)![1]!;
  await typeInto(page, 'account-code', code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${journey.home}\\?done=verified`));
}

/**
 * Reaches the file input with Tab, puts the file on it (what the browser's own chooser does: headless Chromium
 * opens that dialog for a key press only now and then) and sends the form with Enter from its button.
 */
async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await interactive(page);
  await tabTo(page, '#account-cv');
  await page.locator('#account-cv').setInputFiles(file);
  await expect(page.locator('#account-cv')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('form[enctype="multipart/form-data"] button[type="submit"]')).toBeFocused();
  await page.keyboard.press('Enter');
}

const cookieOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'meridian_account')!.value;

/** A multipart upload as a browser sends it, from `origin`, with the session cookie. */
function postUpload(
  journey: Journey,
  cookie: string,
  file: { name: string; buffer: Buffer },
  origin?: string,
  withLength = true,
) {
  const boundary = '----meridian-e2e-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file.buffer,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return hostRequest(journey.host, `/api/account/cv?page=${journey.locale.slice(1)}`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(withLength ? { 'content-length': String(body.byteLength) } : {}),
      origin: origin ?? `http://${journey.host}:${WEB_PORT}`,
      cookie: `meridian_account=${cookie}`,
      'x-forwarded-for': nextAddress(),
    },
    body: body.toString('latin1'),
  });
}

/** The stored files in DATA_DIR whose bytes are one of `contents`. */
async function onDisk(contents: Buffer[]): Promise<string[]> {
  const dir = path.join(DATA_DIR, 'candidate-files');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names) {
    const bytes = await fs.readFile(path.join(dir, name)).catch(() => null);
    if (bytes && contents.some((content) => content.equals(bytes))) found.push(name);
  }
  return found;
}

const fileItems = (page: Page) => page.locator('#account-cv-files li[data-cv-file]');

for (const journey of JOURNEYS) {
  test(`CV files on ${journey.host} (${journey.lang}): upload, download, refusals, export and deletion by keyboard`, async ({
    page,
    browser,
  }) => {
    const stamp = `${journey.lang}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const pdf = pdfOf(`cv ${stamp}`);
    const docx = docxOf(`letter ${stamp}`);
    const third = pdfOf(`references ${stamp}`);
    const email = address(`cv-${journey.lang}`);
    await signUp(page, journey, email);
    await expect(page.locator('#account-cv-title')).toHaveText(journey.texts.title);
    await expect(page.locator('#account-cv')).toHaveAttribute(
      'accept',
      '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await expectNoViolations(page);

    // A PDF and a Word document, by keyboard.
    await upload(page, { name: 'Lebenslauf Zoë.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page).toHaveURL(/done=cvUploaded/);
    await expect(page.locator('#account-status')).toBeFocused();
    await upload(page, { name: 'Anschreiben.docx', mimeType: 'application/octet-stream', buffer: docx });
    await expect(page).toHaveURL(/done=cvUploaded/);
    await expect(fileItems(page)).toHaveCount(2);
    await expect(fileItems(page).nth(0).locator('h3')).toHaveText('Lebenslauf Zoë.pdf');
    await expect(fileItems(page).nth(1).locator('h3')).toHaveText('Anschreiben.docx');
    await expect(fileItems(page).nth(1)).toContainText('Word (DOCX)');
    expect(await onDisk([pdf, docx])).toHaveLength(2);
    await expectNoViolations(page);

    // A PNG named .pdf is refused by its content; the error is in the page's language, announced and at the field.
    await upload(page, { name: 'photo.pdf', mimeType: 'application/pdf', buffer: PNG });
    await expect(page.locator('#account-errors')).toBeFocused();
    await expect(page.locator('#account-errors')).toHaveAttribute('role', 'alert');
    await expect(page.locator('#account-cv-error')).toContainText(journey.texts.type);
    await expect(page.locator('#account-cv')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page);
    await expect(fileItems(page)).toHaveCount(2);
    for (const width of [390, 768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page
        .locator('#account-cv-files')
        .screenshot({ path: screenshotPath(`account-cv-refused-${journey.lang}-${width}`) });
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // The EICAR test file inside a PDF: the real ClamAV engine finds it (on CI the server always has it).
    if (process.env.CI) expect(process.env.E2E_CLAMAV, 'the e2e server scans with clamscan on CI').toBe('1');
    if (process.env.E2E_CLAMAV) {
      const infected = Buffer.from(`%PDF-1.4\n${EICAR}\n%%EOF\n`);
      await upload(page, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: infected });
      await expect(page.locator('#account-errors')).toBeFocused();
      await expect(page.locator('#account-cv-error')).toContainText(journey.texts.infected);
      expect(await onDisk([infected])).toEqual([]);
      await expect(fileItems(page)).toHaveCount(2);
    }

    // The third file fills the account: the form gives way to a note; a fourth posted anyway is refused.
    await upload(page, { name: 'Zeugnisse.pdf', mimeType: 'application/pdf', buffer: third });
    await expect(page).toHaveURL(/done=cvUploaded/);
    await expect(fileItems(page)).toHaveCount(3);
    await expect(page.locator('#account-cv')).toHaveCount(0);
    await expect(page.locator('#account-cv-files')).toContainText(journey.texts.full);
    const cookie = await cookieOf(page);
    const fourth = await postUpload(journey, cookie, { name: 'more.pdf', buffer: pdfOf(`fourth ${stamp}`) });
    expect(fourth.status).toBe(303);
    expect(fourth.headers.location).toMatch(/[?&]e=/);
    // Over 10 MB: refused by its Content-Length before anything is read, and by the capped read without one.
    const claimed = await hostRequest(journey.host, `/api/account/cv?page=${journey.locale.slice(1)}`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(11 * 1024 * 1024),
        origin: `http://${journey.host}:${WEB_PORT}`,
        cookie: `meridian_account=${cookie}`,
        'x-forwarded-for': nextAddress(),
      },
    });
    expect(claimed.status).toBe(303);
    expect(claimed.headers.location).toMatch(/[?&]e=/);
    const streamed = await postUpload(
      journey,
      cookie,
      {
        name: 'big.pdf',
        buffer: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 100 * 1024, 0x20)]),
      },
      undefined,
      false,
    );
    expect(streamed.status).toBe(303);
    expect(streamed.headers.location).toMatch(/[?&]e=/);
    // Cross-site: refused before anything is read.
    const crossSite = await postUpload(journey, cookie, { name: 'x.pdf', buffer: pdf }, 'https://evil.example');
    expect(crossSite.status).toBe(403);
    await page.reload();
    await expect(fileItems(page)).toHaveCount(3);
    await expectNoViolations(page);

    // Screenshots of the section with three files, at phone, tablet and desktop widths.
    for (const width of [390, 768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page
        .locator('#account-cv-files')
        .screenshot({ path: screenshotPath(`account-cv-${journey.lang}-${width}`) });
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // The download, by keyboard: the same bytes under the same name.
    const pdfId = await fileItems(page).nth(0).getAttribute('data-cv-file');
    await tabTo(page, `a[href="/api/account/cv/${pdfId}"]`);
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const downloaded = await downloading;
    expect(downloaded.suggestedFilename()).toBe('Lebenslauf Zoë.pdf');
    expect((await fs.readFile((await downloaded.path())!)).equals(pdf)).toBe(true);
    const answer = await hostRequest(journey.host, `/api/account/cv/${pdfId}`, {
      headers: { cookie: `meridian_account=${cookie}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Lebenslauf Zoe.pdf"; filename*=UTF-8''Lebenslauf%20Zo%C3%AB.pdf`,
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const docxId = await fileItems(page).nth(1).getAttribute('data-cv-file');
    const docxAnswer = await hostRequest(journey.host, `/api/account/cv/${docxId}`, {
      headers: { cookie: `meridian_account=${cookie}` },
    });
    expect(docxAnswer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    // Signed out, nothing.
    expect((await hostRequest(journey.host, `/api/account/cv/${pdfId}`)).status).toBe(401);

    // Another candidate: the same 404 as for a missing file, and no deletion; the owner's file is unchanged.
    const otherContext = await browser.newContext({
      storageState: test.info().project.use.storageState as never,
      extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
    });
    const other = await otherContext.newPage();
    await signUp(other, journey, address(`cv-other-${journey.lang}`));
    const otherCookie = await cookieOf(other);
    const theirs = await hostRequest(journey.host, `/api/account/cv/${pdfId}`, {
      headers: { cookie: `meridian_account=${otherCookie}` },
    });
    expect(theirs.status).toBe(404);
    expect(JSON.parse(theirs.body)).toEqual({ status: 404, error: 'notFound' });
    expect(
      (
        await hostRequest(journey.host, '/api/account/cv/999999999', {
          headers: { cookie: `meridian_account=${otherCookie}` },
        })
      ).status,
    ).toBe(404);
    const deleteTheirs = await hostRequest(journey.host, '/api/account/cv-delete', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: `http://${journey.host}:${WEB_PORT}`,
        cookie: `meridian_account=${otherCookie}`,
        'x-forwarded-for': nextAddress(),
      },
      body: `page=${journey.locale.slice(1)}&file=${pdfId}`,
    });
    expect(deleteTheirs.status).toBe(303);
    expect(deleteTheirs.headers.location).toMatch(/[?&]e=/);
    await otherContext.close();
    const again = await hostRequest(journey.host, `/api/account/cv/${pdfId}`, {
      headers: { cookie: `meridian_account=${cookie}` },
    });
    expect(again.status).toBe(200);
    expect(Buffer.from(again.body, 'latin1').equals(pdf)).toBe(true);

    // The export in one click: the ZIP holds the three files, byte for byte, and their metadata.
    await page.goto(at(journey, journey.home));
    await interactive(page);
    await tabTo(page, '#account-data-title ~ form[action="/api/account/export"] button');
    const exporting = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const zip = unzipSync(new Uint8Array(await fs.readFile((await (await exporting).path())!)));
    const json = JSON.parse(strFromU8(zip['account.json']!));
    expect(json.cvFiles.files.map((file: { name: string }) => file.name)).toEqual([
      'Lebenslauf Zoë.pdf',
      'Anschreiben.docx',
      'Zeugnisse.pdf',
    ]);
    const paths = json.cvFiles.files.map((file: { inThisExport: string }) => file.inThisExport);
    expect(json.files).toEqual(paths);
    expect(Buffer.from(zip[paths[0]]!).equals(pdf)).toBe(true);
    expect(Buffer.from(zip[paths[1]]!).equals(docx)).toBe(true);
    expect(Buffer.from(zip[paths[2]]!).equals(third)).toBe(true);
    expect(json.cvFiles.accessLog.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['upload', 'download', 'export']),
    );

    // Delete one file by keyboard: gone from the list and from the disk.
    await tabTo(page, `li[data-cv-file="${docxId}"] form[action="/api/account/cv-delete"] button`);
    await expect(page.locator(`li[data-cv-file="${docxId}"] button`)).toContainText(journey.texts.delete);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/done=cvDeleted/);
    await expect(fileItems(page)).toHaveCount(2);
    expect(await onDisk([docx])).toEqual([]);
    expect(await onDisk([pdf, third])).toHaveLength(2);

    // The account's deletion takes every file from the disk at once.
    await page.goto(at(journey, journey.delete));
    await typeInto(page, 'account-password', PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${journey.deleted}$`));
    expect(await onDisk([pdf, docx, third])).toEqual([]);
    expect(
      (
        await hostRequest(journey.host, `/api/account/cv/${pdfId}`, {
          headers: { cookie: `meridian_account=${cookie}` },
        })
      ).status,
    ).toBe(401);
  });
}
