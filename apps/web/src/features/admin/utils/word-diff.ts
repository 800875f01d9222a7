/** A run of words both texts share, or that only the old (`removed`) or the new (`added`) one has. */
export interface WordDiffPart {
  kind: 'same' | 'removed' | 'added';
  /** The words with the spaces and line breaks between them as typed. */
  text: string;
}

/** Past this many word pairs left to compare, the differing middle is shown as replaced whole. */
const MAX_COMPARED_PAIRS = 250_000;

// Each word with the space after it; words compare without it, so a changed line break is no change.
const tokens = (text: string) => text.trim().match(/\S+\s*/g) ?? [];
const word = (token: string) => token.trimEnd();

function push(parts: WordDiffPart[], kind: WordDiffPart['kind'], text: string) {
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * The words that changed between two texts (a longest common subsequence of words), in reading order: a
 * removed run comes before the run that replaced it. Texts in any language; words are what spaces separate.
 */
export function wordDiff(oldText: string, newText: string): WordDiffPart[] {
  const a = tokens(oldText);
  const b = tokens(newText);
  let start = 0;
  while (start < a.length && start < b.length && word(a[start]!) === word(b[start]!)) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && word(a[endA - 1]!) === word(b[endB - 1]!)) {
    endA -= 1;
    endB -= 1;
  }
  const parts: WordDiffPart[] = [];
  if (start > 0) push(parts, 'same', b.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_COMPARED_PAIRS) {
    push(parts, 'removed', midA.join(''));
    push(parts, 'added', midB.join(''));
  } else {
    // lengths[i][j]: the longest common run of words of midA from i and midB from j.
    const width = midB.length + 1;
    const lengths = new Uint32Array((midA.length + 1) * width);
    for (let i = midA.length - 1; i >= 0; i -= 1) {
      for (let j = midB.length - 1; j >= 0; j -= 1) {
        lengths[i * width + j] = word(midA[i]!) === word(midB[j]!) ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length || j < midB.length) {
      if (i < midA.length && j < midB.length && word(midA[i]!) === word(midB[j]!)) {
        push(parts, 'same', midB[j]!);
        i += 1;
        j += 1;
      } else if (j >= midB.length || (i < midA.length && lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)) {
        push(parts, 'removed', midA[i]!);
        i += 1;
      } else {
        push(parts, 'added', midB[j]!);
        j += 1;
      }
    }
  }
  if (endB < b.length) push(parts, 'same', b.slice(endB).join(''));
  return reorderRemovedFirst(parts);
}

/** Within a run of changes, the removed words read before the added ones (old → new). */
function reorderRemovedFirst(parts: WordDiffPart[]): WordDiffPart[] {
  const ordered: WordDiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) ordered.push({ kind: 'removed', text: removed });
    if (added) ordered.push({ kind: 'added', text: added });
    removed = '';
    added = '';
  };
  for (const part of parts) {
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else {
      flush();
      ordered.push(part);
    }
  }
  flush();
  return ordered;
}

/** A shortened shared run: the words kept on either side of the cut (`…` stands for the rest). */
export type CompactPart = WordDiffPart | { kind: 'cut' };

/**
 * The diff as a reviewer reads it: each shared run longer than twice `context` words keeps `context`
 * words next to each change and the rest is cut, so a one-word change in a long description fits a line.
 */
export function compactDiff(parts: WordDiffPart[], context = 6): CompactPart[] {
  // Only spaces or line breaks changed: the text itself is what there is to read.
  if (parts.every((part) => part.kind === 'same')) return parts;
  return parts.flatMap((part, index): CompactPart[] => {
    if (part.kind !== 'same') return [part];
    const words = part.text.match(/\S+\s*/g) ?? [];
    const isFirst = index === 0;
    const isLast = index === parts.length - 1;
    const kept = (isFirst ? 0 : context) + (isLast ? 0 : context);
    if (words.length <= kept + 1) return [part];
    const head = isFirst ? '' : words.slice(0, context).join('');
    const tail = isLast ? '' : words.slice(words.length - context).join('');
    return [...(head ? [{ kind: 'same' as const, text: head }] : []), { kind: 'cut' as const }, ...(tail ? [{ kind: 'same' as const, text: tail }] : [])];
  });
}
