/** The reminder three days before the first charge (docs/product-rules.md §5.4), in the member's language. */
import type Stripe from 'stripe';
import { m } from '~/paraglide/messages.js';
import { intlLocale } from '~/shared/intl-locale';
import { formatPrice } from '~/shared/plans';
import { pathFor } from '~/shared/routes';
import type { User } from '~/server/db/schema';
import type { MailMessage } from '~/server/email/mailer';
import { renderEmail } from '~/server/email/render';

export function trialEndingEmail(user: User, origin: string, subscription: Stripe.Subscription): MailMessage {
  const locale = user.locale;
  const o = { locale };
  const price = subscription.items.data[0]?.price;
  const date = new Date((subscription.trial_end ?? 0) * 1000).toLocaleDateString(intlLocale(locale), { dateStyle: 'long' });
  const amount = formatPrice(price?.unit_amount ?? 0, locale);
  return {
    to: user.email,
    subject: m.trial_email_subject({}, o),
    ...renderEmail({
      locale,
      heading: m.trial_email_heading({ name: user.firstName || user.username }, o),
      paragraphs: [m.trial_email_body({ date, amount }, o), m.trial_email_cancel({}, o)],
      action: { label: m.trial_email_action({}, o), url: `${origin}${pathFor('premium', locale)}` },
    }),
  };
}
