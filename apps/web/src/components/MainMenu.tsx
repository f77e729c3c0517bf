'use client';

import { useEffect, useId, useRef, useState } from 'react';

export interface MenuLink {
  label: string;
  href: string | null;
  current: boolean;
  children: { label: string; href: string | null; current: boolean }[];
  /** Listed only on phones, where the header has no room for the item's own icon link (the account). */
  compactOnly?: boolean;
}

/**
 * Main menu (SPEC §2.5): a top-level item with children toggles its sub-menu; only one is open at a time.
 * On small screens the whole menu sits behind a toggle button. Escape closes and returns focus.
 */
export function MainMenu({
  items,
  label,
  openLabel,
  closeLabel,
}: {
  items: MenuLink[];
  label: string;
  openLabel: string;
  closeLabel: string;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenIndex(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (openIndex !== null) {
      (navRef.current?.querySelector(`#${CSS.escape(`${id}-toggle-${openIndex}`)}`) as HTMLElement | null)?.focus();
      setOpenIndex(null);
    } else if (mobileOpen) {
      // Focus may sit on a link that disappears with the list: it goes back to the menu button.
      setMobileOpen(false);
      burgerRef.current?.focus();
    }
  };

  return (
    <nav
      ref={navRef}
      className="main-menu"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-open={mobileOpen || undefined}
    >
      <button
        ref={burgerRef}
        type="button"
        className="main-menu__burger"
        aria-expanded={mobileOpen}
        aria-controls={`${id}-list`}
        onClick={() => setMobileOpen((open) => !open)}
      >
        <span className="main-menu__burger-icon" aria-hidden="true" />
        <span className="visually-hidden">{mobileOpen ? closeLabel : openLabel}</span>
      </button>
      <ul id={`${id}-list`} className="main-menu__list">
        {items.map((item, index) => (
          <li
            key={`${item.label}-${index}`}
            className={item.compactOnly ? 'main-menu__item compact-only' : 'main-menu__item'}
          >
            {item.children.length > 0 ? (
              <>
                <button
                  type="button"
                  id={`${id}-toggle-${index}`}
                  className="main-menu__link main-menu__toggle"
                  aria-expanded={openIndex === index}
                  aria-controls={`${id}-sub-${index}`}
                  onClick={() => setOpenIndex((open) => (open === index ? null : index))}
                >
                  {item.label}
                </button>
                <ul id={`${id}-sub-${index}`} className="main-menu__sub" hidden={openIndex !== index}>
                  {item.href ? (
                    <li>
                      <a href={item.href} aria-current={item.current ? 'page' : undefined}>
                        {item.label}
                      </a>
                    </li>
                  ) : null}
                  {item.children.map((child, childIndex) =>
                    child.href ? (
                      <li key={`${child.label}-${childIndex}`}>
                        <a href={child.href} aria-current={child.current ? 'page' : undefined}>
                          {child.label}
                        </a>
                      </li>
                    ) : null,
                  )}
                </ul>
              </>
            ) : item.href ? (
              <a className="main-menu__link" href={item.href} aria-current={item.current ? 'page' : undefined}>
                {item.label}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
