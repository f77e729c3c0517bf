'use client';
import { useEffect } from 'react';
import { getTracker, jobAgentEvent } from '@meridian/site-kit/analytics';

/** Tells the site's analytics (only with consent: the tracker checks) that a job agent was just confirmed. */
export function ConfirmedEvent({ frequency }: { frequency: string }) {
  useEffect(() => {
    getTracker().push(jobAgentEvent('confirmed', frequency));
  }, [frequency]);
  return null;
}
