/** Parallax images (SPEC §9.5): only when the image exceeds its frame by more than 50 px. */
export const PARALLAX_MIN_OVERFLOW = 50;

/** Whether an image of this rendered height moves in a frame of this height (and motion is allowed). */
export function parallaxEnabled(imageHeight: number, frameHeight: number, reducedMotion: boolean): boolean {
  if (reducedMotion || !Number.isFinite(imageHeight) || !Number.isFinite(frameHeight)) return false;
  return imageHeight - frameHeight > PARALLAX_MIN_OVERFLOW;
}

/**
 * The image's vertical offset (px, ≤ 0) for the frame's position in the viewport: the image travels its
 * whole overflow while the frame crosses the viewport, top-aligned as the frame enters at the bottom.
 */
export function parallaxOffset(
  frameTop: number,
  frameHeight: number,
  viewportHeight: number,
  overflow: number,
): number {
  if (overflow <= 0) return 0;
  const travel = viewportHeight + frameHeight;
  if (travel <= 0) return 0;
  const progress = Math.min(1, Math.max(0, (viewportHeight - frameTop) / travel));
  return -Math.round(progress * overflow * 100) / 100;
}
