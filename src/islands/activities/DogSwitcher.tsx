import { useEffect, useRef, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { DogProfile } from '~/shared/dogs';
import type { Locale } from '~/shared/enums';
import { showToast } from '~/stores/toasts';
import { apiOnDemand } from '~/islands/api-on-demand';
import { errorText } from '~/islands/error-text';

interface Props {
  locale: Locale;
  userId: number;
  dogs: Pick<DogProfile, 'id' | 'name' | 'isCurrent'>[];
}

/** Set across the reload, so the switcher has the focus again afterwards (keyboard and screen reader users). */
const SWITCHED = 'rudel-dog-switched';

/**
 * Chooses whose progress the activity page shows, for members with more than one dog
 * (docs/decisions/022-dogs.md). The choice becomes the current dog, which the progress
 * checkboxes read and write, and so holds on every activity page; the page reloads with the
 * chosen dog's progress. An island of its own, which the page adds only for a second dog: the
 * first load of every other member stays within the page's script budget.
 */
export default function DogSwitcher({ locale, userId, dogs }: Props) {
  const o = { locale };
  const [chosen, setChosen] = useState(dogs.find((d) => d.isCurrent)?.id);
  const [busy, setBusy] = useState(false);
  const select = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    if (sessionStorage.getItem(SWITCHED) === null) return;
    sessionStorage.removeItem(SWITCHED);
    select.current?.focus();
  }, []);

  async function choose(id: number) {
    const before = chosen;
    setChosen(id);
    setBusy(true);
    try {
      const { api, readJson } = await apiOnDemand(locale);
      await readJson(await api.users[':userId']['current-dog'].$put({ param: { userId: String(userId) }, json: { dogId: id } }));
      sessionStorage.setItem(SWITCHED, '1');
      window.location.reload();
    } catch (error) {
      setChosen(before);
      setBusy(false);
      showToast({ title: errorText(error, m.dog_switch_failed({}, o)), variant: 'destructive' });
    }
  }

  return (
    <label className="mt-2 block text-sm">
      {m.dog_switcher_label({}, o)}
      <select ref={select} className="field-input mt-1 w-full" value={chosen} disabled={busy} onChange={(event) => void choose(Number(event.target.value))}>
        {dogs.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </label>
  );
}
