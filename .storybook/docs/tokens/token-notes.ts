// The one-line comment above each token in tokens/src/raw.ts, by its path
// ("space.xs", "typography.fontSize.md", "ColorRoles.accent"), so the token
// pages say what each token is for in the words of its source.
import rawSource from '../../../tokens/src/raw.ts?raw';

function parse(source: string): Map<string, string> {
  const notes = new Map<string, string>();
  const path: { name: string; indent: number }[] = [];
  let pending: string | undefined;
  let comment: string[] | undefined;
  for (const line of source.split('\n')) {
    const indent = line.length - line.trimStart().length;
    const text = line.trim();
    if (comment) {
      comment.push(text.replace(/^\*\/?|\*\/$/g, '').trim());
      if (text.endsWith('*/')) [pending, comment] = [comment.filter(Boolean).join(' '), undefined];
      continue;
    }
    const single = /^\/\*\*(.*)\*\/$/.exec(text);
    if (single) {
      pending = single[1]!.trim();
      continue;
    }
    if (text.startsWith('/**')) {
      comment = [text.slice(3).trim()];
      continue;
    }
    while (path.length && indent <= path[path.length - 1]!.indent && text.startsWith('}')) path.pop();
    const top = /^export (?:const|interface) (\w+)/.exec(text);
    const key = /^'?(\w+)'?\??:/.exec(text);
    const name = top?.[1] ?? (path.length ? key?.[1] : undefined);
    if (name) {
      const full = [...path.map((p) => p.name), name].join('.');
      if (pending) notes.set(full, pending);
      if (/[{[]$/.test(text)) path.push({ name, indent });
    }
    pending = undefined;
  }
  return notes;
}

export const tokenNotes = parse(rawSource);

/** The note of a token, e.g. `note('space', 'xs')`. */
export const note = (...path: string[]) => tokenNotes.get(path.join('.')) ?? '';
