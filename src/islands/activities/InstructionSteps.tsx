import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { instructionBlocks } from '~/shared/instructions';

interface Props {
  content: string;
  locale: Locale;
}

const CALLOUT = {
  tip: { box: 'border-emerald-700/40 bg-emerald-50 dark:(border-emerald-300/40 bg-emerald-950/40)', label: m.activity_steps_tip },
  mistake: { box: 'border-amber-700/50 bg-amber-50 dark:(border-amber-300/40 bg-amber-950/40)', label: m.activity_steps_mistake },
} as const;

/**
 * An activity's instructions as numbered step cards with tip and warning callouts
 * (src/shared/instructions.ts). The activity page renders it on the server; the activity form
 * shows it while the author writes.
 */
export default function InstructionSteps({ content, locale }: Props) {
  const o = { locale };
  return (
    <ol className="grid list-none gap-3 p-0" data-instruction-steps>
      {instructionBlocks(content).map((block, index) => {
        const key = `${index}-${block.type}`;
        if (block.type === 'step')
          return (
            <li key={key} className="flex gap-3 rounded-2xl border border-stone-200 bg-paper p-4 dark:(border-night-line bg-night-sunk)" data-step>
              <span
                className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white dark:(bg-brand-200 text-brand-900)"
                aria-hidden="true"
              >
                {block.number}
              </span>
              <p className="whitespace-pre-line leading-relaxed prose-text">
                <span className="sr-only">{m.activity_steps_step({ number: block.number }, o)} </span>
                {block.text}
              </p>
            </li>
          );
        if (block.type === 'text')
          return (
            <li key={key} className="whitespace-pre-line leading-relaxed prose-text">
              {block.text}
            </li>
          );
        const callout = CALLOUT[block.type];
        return (
          <li key={key} className={`rounded-2xl border-l-4 border p-4 ${callout.box}`} data-callout={block.type}>
            <p className="text-sm font-semibold text-ink dark:text-stone-100">{callout.label({}, o)}</p>
            <p className="mt-1 whitespace-pre-line leading-relaxed prose-text">{block.text}</p>
          </li>
        );
      })}
    </ol>
  );
}
