import type { MenuLink } from './MainMenu';

/**
 * Page navigation (SPEC §2.1): the site's pages from the CMS main menu (top-level items and their children),
 * each opening the side-navigation layer (`data-layer-link`; one `data-layer-group` gives the layer its
 * previous/next entries). Without JavaScript they are ordinary links. The current page is left out.
 */
export function PageNavigation({ items, label }: { items: MenuLink[]; label: string }) {
  const seen = new Set<string>();
  const links = items
    .flatMap((item) => [item, ...item.children])
    .filter((link): link is typeof link & { href: string } => {
      if (!link.href || link.current || !link.href.startsWith('/') || seen.has(link.href)) return false;
      seen.add(link.href);
      return true;
    });
  if (links.length === 0) return null;
  return (
    <nav className="sk-page-nav container" aria-labelledby="page-navigation-heading">
      <h2 id="page-navigation-heading" className="sk-page-nav__heading">
        {label}
      </h2>
      <ul data-layer-group="">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} data-layer-link="" data-layer-id={link.href} data-titleshort={link.label}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
