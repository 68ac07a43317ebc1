/** HTML escaping and match highlighting for search hits (their values are rendered as HTML). */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** Word stems to mark: every query term and every index term it matched (typos, prefixes). */
function markPattern(words: readonly string[]): RegExp | null {
  const unique = [...new Set(words.map((w) => w.toLowerCase()).filter((w) => w.length > 0))];
  if (unique.length === 0) return null;
  unique.sort((a, b) => b.length - a.length);
  const escaped = unique.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(${escaped.join('|')})`, 'giu');
}

export function highlight(
  text: string,
  words: readonly string[],
  preTag = '<mark>',
  postTag = '</mark>',
): HighlightResult {
  const pattern = markPattern(words);
  if (!pattern) return { value: escapeHtml(text), matchLevel: 'none', matchedWords: [] };
  const matched = new Set<string>();
  let value = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    value += escapeHtml(text.slice(last, start)) + preTag + escapeHtml(match[0]) + postTag;
    matched.add(match[0].toLowerCase());
    last = start + match[0].length;
  }
  value += escapeHtml(text.slice(last));
  const matchLevel = matched.size === 0 ? 'none' : matched.size >= new Set(words).size ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...matched] };
}

/** About `maxWords` words of `text` around its first match, marked. */
export function snippet(
  text: string,
  words: readonly string[],
  maxWords = 24,
  preTag = '<mark>',
  postTag = '</mark>',
): HighlightResult {
  const tokens = text.split(/\s+/);
  const pattern = markPattern(words);
  let first = 0;
  if (pattern) {
    const index = tokens.findIndex((token) => {
      pattern.lastIndex = 0;
      return pattern.test(token);
    });
    if (index > 0) first = Math.max(0, index - Math.floor(maxWords / 3));
  }
  const slice = tokens.slice(first, first + maxWords).join(' ');
  const prefix = first > 0 ? '… ' : '';
  const result = highlight(slice, words, preTag, postTag);
  return { ...result, value: prefix + result.value };
}
