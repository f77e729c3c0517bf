/**
 * Edit distance (Damerau–Levenshtein, optimal string alignment: insert, delete, replace, swap two neighbours),
 * bounded: gives up as soon as the distance must exceed `max`, so comparing a word with thousands of terms
 * costs little more than their lengths.
 */
/** Rows reused between calls (terms are at most 40 characters; longer ones get their own). */
const ROWS = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  const n = b.length;
  const rows = n < 64 ? ROWS : ([new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)] as const);
  let [previous2, previous, current] = rows;
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        d = Math.min(d, previous2[j - 2]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return false;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return previous[n]! <= max;
}
