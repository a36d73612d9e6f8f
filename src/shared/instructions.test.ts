import { describe, expect, it } from 'vitest';
import { instructionBlocks } from './instructions';

describe('instructionBlocks', () => {
  it('reads numbered lines as steps and "Tipp:" and "Häufiger Fehler:" lines as callouts', () => {
    const content = ['1. Sitz geben lassen.', '2) Leckerli zeigen.', 'Tipp: Kurz halten.', 'Häufiger Fehler: Zu schnell steigern.'].join('\n');
    expect(instructionBlocks(content)).toEqual([
      { type: 'step', number: 1, text: 'Sitz geben lassen.' },
      { type: 'step', number: 2, text: 'Leckerli zeigen.' },
      { type: 'tip', text: 'Kurz halten.' },
      { type: 'mistake', text: 'Zu schnell steigern.' },
    ]);
  });

  it('reads the English labels, in any case', () => {
    expect(instructionBlocks('TIP: Stay close.\ncommon mistake: Going too fast.')).toEqual([
      { type: 'tip', text: 'Stay close.' },
      { type: 'mistake', text: 'Going too fast.' },
    ]);
  });

  it('continues a block with the lines that follow it, and starts over after a blank line', () => {
    expect(instructionBlocks('1. Erst das.\nUnd dann das.\n\nEin Absatz.\nNoch einer.\r\n2. Weiter.')).toEqual([
      { type: 'step', number: 1, text: 'Erst das.\nUnd dann das.' },
      { type: 'text', text: 'Ein Absatz.\nNoch einer.' },
      { type: 'step', number: 2, text: 'Weiter.' },
    ]);
  });

  it('keeps text that only looks like a label or a number as text', () => {
    expect(instructionBlocks('Tippen: nein\n2024 war gut.\n1.5 kg Futter')).toEqual([{ type: 'text', text: 'Tippen: nein\n2024 war gut.\n1.5 kg Futter' }]);
  });

  it('has no blocks for empty content', () => {
    expect(instructionBlocks(' \n\n')).toEqual([]);
  });
});
