/**
 * An activity's instructions, read as the step cards the activity page and the form's preview show
 * (docs/decisions/042-activity-pictures.md). The stored content stays the text the author wrote:
 * numbered lines ("1. …", "2) …") are steps, lines beginning "Tipp:"/"Tip:" are tips, lines beginning
 * "Häufiger Fehler:"/"Common mistake:" are warnings, and anything else is plain text. A line that
 * follows a block without a blank line continues it.
 */
export type InstructionBlock =
  | { type: 'step'; number: number; text: string }
  | { type: 'tip'; text: string }
  | { type: 'mistake'; text: string }
  | { type: 'text'; text: string };

const STEP = /^\s*(\d{1,3})\s*[.)]\s+(.*)$/;
const CALLOUTS = [
  ['tip', /^\s*(?:tipps?|tips?)\s*:\s*(.*)$/i],
  ['mistake', /^\s*(?:häufiger fehler|haeufiger fehler|fehler|common mistakes?|mistake)\s*:\s*(.*)$/i],
] as const;

function blockOf(line: string): InstructionBlock {
  const [, number, text] = STEP.exec(line) ?? [];
  if (number !== undefined) return { type: 'step', number: Number(number), text: (text ?? '').trim() };
  for (const [type, pattern] of CALLOUTS) {
    const [, said] = pattern.exec(line) ?? [];
    if (said !== undefined) return { type, text: said.trim() };
  }
  return { type: 'text', text: line.trim() };
}

export function instructionBlocks(content: string): InstructionBlock[] {
  const blocks: InstructionBlock[] = [];
  let open: InstructionBlock | null = null;
  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      open = null;
      continue;
    }
    const block = blockOf(line);
    if (open && block.type === 'text') {
      open.text = `${open.text}\n${block.text}`;
      continue;
    }
    blocks.push(block);
    open = block;
  }
  return blocks;
}
