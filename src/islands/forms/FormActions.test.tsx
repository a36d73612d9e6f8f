// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormActions } from './FormActions';

const buttonTexts = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('FormActions', () => {
  afterEach(cleanup);

  it('puts submit first and disables it while busy; cancel stays usable', () => {
    const onClick = vi.fn();
    render(<FormActions submit="Speichern" busy cancel={{ label: 'Abbrechen', onClick }} />);
    expect(buttonTexts()).toEqual(['Speichern', 'Abbrechen']);
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveProperty('type', 'submit');
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('puts cancel first in a dialog, and the row aligns right', () => {
    const { container } = render(<FormActions dialog submit="Melden" busy={false} cancel={{ label: 'Abbrechen', onClick: () => {} }} />);
    expect(buttonTexts()).toEqual(['Abbrechen', 'Melden']);
    expect(container.firstElementChild?.className).toBe('flex justify-end gap-3');
    expect(screen.getByRole('button', { name: 'Melden' })).toHaveProperty('disabled', false);
  });

  it('leaves for another page when cancel has an address, and keeps further controls after the buttons', () => {
    render(
      <FormActions submit="Veröffentlichen" busy={false} cancel={{ label: 'Zurück', href: '/community' }}>
        <span>extra</span>
      </FormActions>,
    );
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/community');
    expect(screen.getByText('extra').previousElementSibling?.textContent).toBe('Zurück');
  });
});
