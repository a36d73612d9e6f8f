// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './FilterSelect';

const options = [
  { value: 'easy', label: 'Leicht' },
  { value: 'hard', label: 'Schwer' },
];

describe('FilterSelect', () => {
  afterEach(cleanup);

  it('offers "any" first, as the empty value, then the options', () => {
    render(<FilterSelect label="Schwierigkeit" value="" anyLabel="Alle" options={options} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Schwierigkeit' })).toBeDefined();
    expect(screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Alle'],
      ['easy', 'Leicht'],
      ['hard', 'Schwer'],
    ]);
  });

  it('offers only the options where one is always chosen, and reports the chosen value', () => {
    const onChange = vi.fn();
    render(<FilterSelect label="Sortierung" value="easy" options={options} onChange={onChange} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sortierung' }), { target: { value: 'hard' } });
    expect(onChange).toHaveBeenCalledWith('hard');
  });
});
