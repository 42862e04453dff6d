import type { ComponentType } from 'react';
import { useLoaderData } from '@automercato/router';
import type { RouteEntry } from './table';

/** What the resolver's loader gives the catch-all route (see resolve.tsx). */
export interface EntryData {
  entry: RouteEntry;
  params: Readonly<Record<string, string | undefined>>;
  /** The shell page's component, already loaded (pages only). */
  Page: ComponentType | null;
  title: string;
}

/** Params of the table entry on screen (shell pages live under one catch-all route). */
export function useEntryParams(): EntryData['params'] {
  return (useLoaderData() as EntryData).params;
}
