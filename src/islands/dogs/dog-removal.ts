/**
 * The questions before a dog or one of its owners is removed, and the calls that follow, loaded
 * with the first click on a remove button: the profile's first load stays within the island-page
 * budget (docs/architecture.md §12). Each request reports its own failure with a toast.
 */
import { m } from '~/paraglide/messages.js';
import type { DogOwner, DogProfile } from '~/shared/dogs';
import type { Locale } from '~/shared/enums';
import { showToast } from '~/stores/toasts';
import { apiOnDemand } from '~/islands/api-on-demand';
import { errorText } from '~/islands/error-text';
import type { ConfirmRequest } from '~/islands/forms/ConfirmDialog';

function failed(locale: Locale, error: unknown) {
  const o = { locale };
  showToast({ title: m.error_title({}, o), description: errorText(error, m.dog_list_remove_failed({}, o)), variant: 'destructive' });
}

/** Removes the dog from the member's dogs; the last owner deletes it, with a red button that says so. */
export function removeDog(locale: Locale, dog: DogProfile, onRemoved: () => void): ConfirmRequest {
  const o = { locale };
  const last = dog.owners.length <= 1;
  return {
    title: m.dog_list_remove_title({ name: dog.name }, o),
    message: last ? m.dog_list_remove_last({ name: dog.name }, o) : m.dog_list_remove_shared({ name: dog.name }, o),
    confirmLabel: m.dog_list_remove({}, o),
    cancelLabel: m.profile_cancel({}, o),
    destructive: last,
    async run() {
      try {
        const { api, readJson } = await apiOnDemand(locale);
        await readJson(await api.dogs[':id'].$delete({ param: { id: String(dog.id) } }));
        onRemoved();
        showToast({ title: m.dog_list_removed({ name: dog.name }, o) });
      } catch (error) {
        failed(locale, error);
      }
    },
  };
}

/** Takes the dog away from one co-owner; answers the dog with its remaining owners. */
export function removeOwner(locale: Locale, dog: DogProfile, owner: DogOwner, onRemoved: (dog: DogProfile) => void): ConfirmRequest {
  const o = { locale };
  const names = { owner: owner.displayName, dog: dog.name };
  return {
    title: m.dog_list_owner_remove_title(names, o),
    message: m.dog_list_owner_remove_body(names, o),
    confirmLabel: m.dog_list_owner_remove({ owner: owner.displayName }, o),
    cancelLabel: m.profile_cancel({}, o),
    destructive: true,
    async run() {
      try {
        const { api, readJson } = await apiOnDemand(locale);
        await readJson(await api.dogs[':id'].owners[':userId'].$delete({ param: { id: String(dog.id), userId: String(owner.id) } }));
        onRemoved({ ...dog, owners: dog.owners.filter((other) => other.id !== owner.id) });
        showToast({ title: m.dog_list_owner_removed(names, o) });
      } catch (error) {
        failed(locale, error);
      }
    },
  };
}
