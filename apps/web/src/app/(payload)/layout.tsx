/* Payload admin root layout (route group separate from the public sites). */
import { cookies, headers } from 'next/headers';
import { getRequestLanguage, type ServerFunctionClient } from 'payload';
import config from '@payload-config';
import '@payloadcms/next/css';
import './admin.css';
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts';
import type React from 'react';
import { editorMessage } from '@/admin-i18n/translate';
import { scheduleRequestRefusal } from '@/scheduling/rules';
import { importMap } from './admin/importMap.js';

type Args = { children: React.ReactNode };

const serverFunction: ServerFunctionClient = async function (args) {
  'use server';
  // Scheduling a publish or unpublish (of a page or a banner) for a time already past would have the queue run it at
  // once: refused in the editor's language, with nothing queued.
  if (args.name === 'schedule-publish') {
    const refusal = scheduleRequestRefusal(args.args, Date.now());
    if (refusal) {
      const language = getRequestLanguage({ config: await config, cookies: await cookies(), headers: await headers() });
      return { error: editorMessage(refusal, language) };
    }
  }
  return handleServerFunctions({ ...args, config, importMap });
};

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
);

export default Layout;
