import type { Metadata } from 'next';
import { NotFoundView, notFoundMetadata, requestedPath } from '@/components/not-found/NotFoundView';

// A <title> rendered in the body never reaches the head of a not-found response: the metadata says it.
export async function generateMetadata(): Promise<Metadata> {
  const { host, pathname } = await requestedPath();
  return notFoundMetadata(host, pathname);
}

export default async function NotFound() {
  return <NotFoundView {...await requestedPath()} />;
}
