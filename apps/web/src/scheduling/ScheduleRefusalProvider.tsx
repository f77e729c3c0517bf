'use client';
import { ServerFunctionsContext, useServerFunctions } from '@payloadcms/ui';
import { useMemo, type ReactNode } from 'react';

/**
 * The admin's schedule drawer (pages, banners) shows "Scheduled successfully" for any answer of the server, also
 * for a refusal (a time already past, app/(payload)/layout.tsx): here a refusal is raised instead, so the drawer
 * shows its message (in the editor's language) as an error and nothing as scheduled.
 */
export function ScheduleRefusalProvider({ children }: { children?: ReactNode }) {
  const functions = useServerFunctions();
  const value = useMemo(
    () => ({
      ...functions,
      schedulePublish: async (args: Parameters<typeof functions.schedulePublish>[0]) => {
        const result = await functions.schedulePublish(args);
        const error = (result as { error?: unknown } | undefined)?.error;
        if (typeof error === 'string' && error) throw new Error(error);
        return result;
      },
    }),
    [functions],
  );
  return <ServerFunctionsContext value={value}>{children}</ServerFunctionsContext>;
}
