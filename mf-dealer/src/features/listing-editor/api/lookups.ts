/** The catalogue and vocabularies behind the listing form, as effects over the one API client. */
import { createEffect } from 'effector';
import type { ApiError, LookupItem } from '@automercato/api-sdk';
import { lookupErrorMessages } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';

export const VOCABULARIES = [
  'categories', 'powerTypes', 'tractionTypes', 'gearboxTypes', 'origins', 'emissionClasses',
  'exteriorColors', 'paintTypes', 'interiorColors', 'interiorMaterials',
] as const;
export type Vocabulary = (typeof VOCABULARIES)[number];
export type Vocabularies = Record<Vocabulary, LookupItem[]>;

/** Every vocabulary at once; the ones that fail come back empty with their Italian message. */
export const fetchVocabulariesFx = createEffect<void, { lists: Vocabularies; failed: string[] }>(async () => {
  const api = getApi().vehicles;
  const answers = await Promise.allSettled(VOCABULARIES.map((name) => api[name]()));
  const lists = {} as Vocabularies;
  const failed: string[] = [];
  answers.forEach((answer, i) => {
    const name = VOCABULARIES[i]!;
    lists[name] = answer.status === 'fulfilled' ? answer.value : [];
    if (answer.status === 'rejected') failed.push(lookupErrorMessages[name]);
  });
  return { lists, failed };
});

export const fetchMakesFx = createEffect<void, LookupItem[], ApiError>(() => getApi().vehicles.brands());
export const fetchModelsFx = createEffect<string, LookupItem[], ApiError>((make) => getApi().vehicles.models(make));
