import * as v from 'valibot';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { DOG_OWNER_LIMIT } from '~/shared/dogs';
import { dogInvitationSchema } from '~/shared/schemas/dogs';
import { showToast } from '~/stores/toasts';
import { readJson, useApi } from '~/islands/api';
import { Field, FormError } from '~/islands/forms/Field';
import { useSchemaForm } from '~/islands/forms/use-schema-form';
import type { Texts } from '~/shared/validate-form';

/** One field for both: what holds an `@` is an email address, anything else a username (usernames have none). */
const inviteForm = v.pipe(
  v.object({ invitee: v.string() }),
  v.transform(({ invitee }): v.InferInput<typeof dogInvitationSchema> => (invitee.includes('@') ? { email: invitee } : { username: invitee.trim() })),
  dogInvitationSchema,
);

interface Props {
  locale: Locale;
  texts: Texts;
  dogId: number;
  onSent(): void;
}

/** Invites a member to co-own the dog by email or username; they answer on the invitation page. */
export default function InviteForm({ locale, texts, dogId, onSent }: Props) {
  const o = { locale };
  const api = useApi(locale);
  const { errors, busy, onSubmit } = useSchemaForm(inviteForm, texts, {
    fallback: m.dog_list_invite_failed({}, o),
    async submit(data, form) {
      const sent = await readJson(await api.dogs[':id'].invitations.$post({ param: { id: String(dogId) }, json: data }));
      form.reset();
      showToast({ title: m.dog_list_invite_sent({ name: sent.invitee.displayName }, o) });
      onSent();
    },
  });
  // The route names the field it refuses ('email' or 'username'): both are this one input.
  const error = errors.email ?? errors.username ?? errors.invitee;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="mt-3 grid gap-3">
      <Field
        label={m.dog_list_invite_field({}, o)}
        name="invitee"
        autoComplete="off"
        hint={`${m.dog_list_invite_hint({}, o)} ${m.dog_list_invite_limit({ limit: DOG_OWNER_LIMIT }, o)}`}
        error={error}
      />
      <FormError message={errors.form} />
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {m.dog_list_invite_send({}, o)}
        </button>
      </div>
    </form>
  );
}
