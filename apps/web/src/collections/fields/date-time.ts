/**
 * How the admin shows a date with its time and reads one typed in: day.month.year and a 24-hour time
 * ("24.12.2026 18:30"), the form this group's editors write. Payload's default ("Dec 24, 2026 6:30 PM") read
 * only that English form, also in the German admin, so a German editor's typed date was dropped.
 */
export const DATE_TIME_PICKER = { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' } as const;
