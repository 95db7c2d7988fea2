/**
 * The price chart's axes, worked out from the data rather than left to the
 * chart library: date labels at one even step that leaves room for the
 * longest label in the active language, and price ticks at one round step
 * whose first tick is the bottom of the plot (so the shaded area ends on the
 * axis instead of running under it).
 */

/** Average advance of a 12 px axis character, with room to spare (Arabic and Kurdish month names run wide). */
const CHAR_WIDTH = 7.5;
/** Clear space between two date labels. */
const LABEL_GAP = 24;

/** The estimated width of the longest label. */
export function labelWidth(labels: readonly string[]): number {
  const longest = labels.reduce((max, label) => Math.max(max, [...label].length), 0);
  return Math.ceil(longest * CHAR_WIDTH);
}

/** The room one date label needs: the longest label's estimated width and a gap. */
export function labelRoom(labels: readonly string[]): number {
  return labelWidth(labels) + LABEL_GAP;
}

/**
 * Which points get a date label: every `step`-th one counting back from the
 * latest, with `step` the smallest that keeps labels `room` pixels apart on a
 * plot `plotWidth` wide (points spread edge to edge). Equal steps, so equal
 * spacing; the latest point is always labelled.
 */
export function dateTickIndexes(count: number, plotWidth: number, room: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  const spacing = plotWidth / (count - 1);
  const step = spacing > 0 ? Math.max(1, Math.ceil(room / spacing)) : count;
  const indexes: number[] = [];
  for (let i = count - 1; i >= 0; i -= step) indexes.unshift(i);
  return indexes;
}

/** A round step (1, 2, 2.5 or 5 times a power of ten) that splits `span` into about `target` parts. */
function niceStep(span: number, target: number): number {
  const raw = span / target;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

export interface PriceScale {
  /** Bottom and top of the plot: the first and last tick. */
  min: number;
  max: number;
  /** Evenly spaced, from min to max. */
  ticks: number[];
}

/** Price ticks at one round step covering every value, about `target` intervals; never below zero. */
export function priceScale(values: readonly number[], target = 4): PriceScale {
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A flat history still gets an axis: a band around the price.
  const span = high > low ? high - low : Math.max(Math.abs(high) * 0.1, 1);
  const step = niceStep(span, target);
  const min = Math.max(0, Math.floor((high > low ? low : low - span / 2) / step) * step);
  let max = Math.ceil((high > low ? high : high + span / 2) / step) * step;
  if (max <= min) max = min + step;
  const intervals = Math.round((max - min) / step);
  const ticks = Array.from({ length: intervals + 1 }, (_, i) => Number((min + i * step).toPrecision(12)));
  return { min, max: ticks.at(-1)!, ticks };
}
