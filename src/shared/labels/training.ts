/** Display texts of the training journal: its enums and session times, in the member's language (days, counts and rates: ~/shared/training/format). */
import { m } from '~/paraglide/messages.js';
import type { Locale, TrainingDistraction, TrainingSetting } from '~/shared/enums';
import { intlLocale } from '~/shared/intl-locale';
import { labelOf } from './label';

export function settingLabel(setting: TrainingSetting, locale: Locale): string {
  return labelOf(
    {
      home: m.training_setting_home,
      garden: m.training_setting_garden,
      street: m.training_setting_street,
      park: m.training_setting_park,
      elsewhere: m.training_setting_elsewhere,
    },
    setting,
    locale,
  );
}

export function distractionLabel(distraction: TrainingDistraction, locale: Locale): string {
  return labelOf({ low: m.training_distraction_low, medium: m.training_distraction_medium, high: m.training_distraction_high }, distraction, locale);
}

/** "home and park" / "Zuhause und Park". */
export function settingsList(settings: readonly TrainingSetting[], locale: Locale): string {
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(settings.map((setting) => settingLabel(setting, locale)));
}

/** When a session started, on the member's clock. */
export function startedLabel(startedAt: string, timeZone: string, locale: Locale): string {
  return new Date(startedAt).toLocaleString(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone });
}
