/** The opening-hours editor's pure steps: a week to edit, and back to what the API takes. */
import { WEEKDAY_KEYS, type TimeRange, type WeekHours, type Weekday } from '@automercato/validation/dealer-settings';
import type { OpeningHours } from '@automercato/api-sdk';

export interface DayDraft { open: boolean; ranges: Array<{ from: string; to: string }> }
export type WeekDraft = Record<Weekday, DayDraft>;

const DEFAULT_RANGE = { from: '09:00', to: '19:00' };

/** What the dealer saved, or (nothing saved) Monday to Saturday 9–19 as a starting point, Sunday closed. */
export function draftOf(hours: OpeningHours | null): WeekDraft {
  return Object.fromEntries(WEEKDAY_KEYS.map((day) => {
    const ranges = hours?.[day] ?? [];
    if (hours) return [day, { open: ranges.length > 0, ranges: ranges.length ? ranges.map((r) => ({ ...r })) : [{ ...DEFAULT_RANGE }] }];
    return [day, { open: day !== 'sun', ranges: [{ ...DEFAULT_RANGE }] }];
  })) as WeekDraft;
}

/** A day's ranges to save: a closed day has none. */
export function rangesOf(day: DayDraft): TimeRange[] {
  return day.open ? day.ranges.map((r) => ({ ...r })) : [];
}

/** The week to save. */
export function hoursOf(draft: WeekDraft): WeekHours {
  return Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, rangesOf(draft[day])])) as WeekHours;
}

/** A lunch break: the day splits into a morning and an afternoon range. */
export function withBreak(day: DayDraft): DayDraft {
  if (day.ranges.length >= 2) return day;
  const first = day.ranges[0] ?? DEFAULT_RANGE;
  return { ...day, ranges: [{ from: first.from, to: '12:30' }, { from: '15:00', to: first.to }] };
}

export function withoutBreak(day: DayDraft): DayDraft {
  if (day.ranges.length < 2) return day;
  return { ...day, ranges: [{ from: day.ranges[0]!.from, to: day.ranges[1]!.to }] };
}
