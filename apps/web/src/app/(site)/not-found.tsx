import type { Metadata } from 'next';
import { NotFoundView, notFoundMetadata, requestShowsPage, requestedPath } from '@/components/not-found/NotFoundView';

// A <title> rendered in the body never reaches the head of a not-found response: the metadata says it.
export async function generateMetadata(): Promise<Metadata> {
  const { host, pathname } = await requestedPath();
  return notFoundMetadata(host, pathname);
}

/**
 * Next.js renders this boundary into the payload of every page, for client-side navigations (which these sites do
 * not make). On a path that shows a page it is never seen: there it is the 404 text alone, not a second copy of the
 * site chrome (a third of the page's payload, and its render time on the server).
 */
export default async function NotFound() {
  const path = await requestedPath();
  return <NotFoundView {...path} chrome={!(await requestShowsPage(path))} />;
}
