/** The photos with the one at `from` moved to `to` (both within the list); the first photo is the cover. */
export function moveImage(images: readonly string[], from: number, to: number): string[] {
  const next = [...images];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The photos with the one at `index` first, as the cover; the others keep their order. */
export function makeCover(images: readonly string[], index: number): string[] {
  return moveImage(images, index, 0);
}
