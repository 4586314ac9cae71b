// News and update bodies are plain text: blank lines separate paragraphs, "- " starts a list item
// and a short line ending in ":" heads the list below it. Parsed into blocks that React renders
// as text, so nothing in an article is ever interpreted as HTML.
export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] };

const HEADING = /^[^.!?]{1,40}:$/;

export function articleBlocks(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({ kind: 'list', items: lines.map((line) => line.slice(2).trim()) });
    } else if (lines.length === 1 && HEADING.test(lines[0] ?? '')) {
      blocks.push({ kind: 'heading', text: (lines[0] ?? '').slice(0, -1) });
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join(' ') });
    }
  }
  return blocks;
}
