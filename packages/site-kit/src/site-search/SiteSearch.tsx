'use client';
import { useEffect } from 'react';
import { previewOf } from '../side-navigation/rules.ts';
import { request } from '../requests/request.ts';
import { TRACKING_NAVIGATION_WAIT_MS, TRACKING_URL, searchResultUrl, siteSearchEvent } from './rules.ts';

/** The side-navigation search form: `form[data-site-search]` with `action` = the site's search-result page. */
export const SITE_SEARCH_SELECTOR = 'form[data-site-search]';

/**
 * Side-navigation site search (SPEC §2.6, §7.6): on submit the browser PUTs the tracking event to
 * /api/tracking (its error toast off), then navigates to the search-result page with `?keyword=` — once the call
 * has answered or after `TRACKING_NAVIGATION_WAIT_MS`, whichever comes first. Without
 * JavaScript the form is a plain GET to the same page.
 */
export function SiteSearch() {
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches(SITE_SEARCH_SELECTOR) || event.defaultPrevented) return;
      event.preventDefault();
      const input = form.elements.namedItem('keyword');
      const keyword = input instanceof HTMLInputElement ? input.value.trim() : '';
      const trackingEvent = siteSearchEvent({
        site: form.dataset.id,
        language: document.documentElement.lang.slice(0, 2) || 'de',
        keyword,
        page: `${window.location.pathname}${window.location.search}`,
      });
      const target = searchResultUrl(
        form.getAttribute('action') ?? window.location.pathname,
        keyword,
        window.location.href,
        previewOf(window.location.href),
      );
      let navigated = false;
      const navigate = () => {
        if (navigated) return;
        navigated = true;
        window.location.assign(target);
      };
      const fallback = window.setTimeout(navigate, TRACKING_NAVIGATION_WAIT_MS);
      void request(TRACKING_URL, {
        method: 'PUT',
        params: { ...trackingEvent },
        notifyOnError: false,
        keepalive: true,
      }).then(() => {
        window.clearTimeout(fallback);
        navigate();
      });
    };
    document.addEventListener('submit', onSubmit);
    return () => document.removeEventListener('submit', onSubmit);
  }, []);
  return null;
}
