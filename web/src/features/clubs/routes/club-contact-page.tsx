// /evidence/kluby/{clubId}/kontakty/novy and /{contactId}: a contact person of a club, a
// member of the club or a named person, with optional e-mail and phone.
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { Restricted } from '../../auth';
import { Alert } from '../../../components/ui/alert';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import type { ContactRole } from '../../../gql/graphql';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { contactMessages, isEmail, isPhone, messages } from '../../../lib/validation';
import { useMembers } from '../../members';
import { useClub } from '../api/clubs';
import { useClubContact, useDeleteClubContact, useSaveClubContact } from '../api/club-contacts';

const contactSchema = z
  .object({
    role: z.string().min(1, messages.required),
    kind: z.enum(['member', 'person']),
    memberId: z.string(),
    fullName: z.string(),
    email: z.string().refine((text) => text.trim() === '' || isEmail(text), contactMessages.email),
    phone: z.string().refine((text) => text.trim() === '' || isPhone(text), contactMessages.phone),
  })
  .superRefine((values, context) => {
    if (values.kind === 'member' && values.memberId === '') {
      context.addIssue({ code: 'custom', path: ['memberId'], message: messages.required });
    }
    if (values.kind === 'person' && values.fullName.trim() === '') {
      context.addIssue({ code: 'custom', path: ['fullName'], message: messages.required });
    }
  });

type ContactValues = z.infer<typeof contactSchema>;

export function ClubContactPage({ clubId, contactId }: { clubId: number; contactId: number | undefined }) {
  const club = useClub(clubId);
  usePageTitle(contactId === undefined ? t('clubs.contact.newTitle') : t('clubs.contact.editTitle'));
  if (club.isPending) return <p>{t('clubs.loading')}</p>;
  if (club.error instanceof GraphQLRequestError && club.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (club.isError || club.data.access !== 'WRITE') return <Restricted reason="forbidden" />;
  return contactId === undefined ? (
    <ContactEditor clubId={clubId} clubName={club.data.name} contactId={undefined} initial={undefined} />
  ) : (
    <ExistingContact clubId={clubId} clubName={club.data.name} contactId={contactId} />
  );
}

function ExistingContact({ clubId, clubName, contactId }: { clubId: number; clubName: string; contactId: number }) {
  const contact = useClubContact(contactId);
  if (contact.isPending) return <p>{t('clubs.loading')}</p>;
  if (contact.isError || contact.data.clubId !== clubId) return <NotFoundPage />;
  const data = contact.data;
  return (
    <ContactEditor
      clubId={clubId}
      clubName={clubName}
      contactId={contactId}
      initial={{
        role: data.role,
        kind: data.memberId ? 'member' : 'person',
        memberId: data.memberId ? String(data.memberId) : '',
        fullName: data.memberId ? '' : data.fullName,
        email: data.email ?? '',
        phone: data.phone ?? '',
      }}
    />
  );
}

interface EditorProps {
  clubId: number;
  clubName: string;
  contactId: number | undefined;
  initial: ContactValues | undefined;
}

function ContactEditor({ clubId, clubName, contactId, initial }: EditorProps) {
  const navigate = useNavigate();
  const save = useSaveClubContact(clubId);
  const remove = useDeleteClubContact();
  const members = useMembers({ page: 1, perPage: 500, sort: [{ field: 'LAST_NAME', direction: 'ASC' }], filter: { clubId } });
  const [formError, setFormError] = useState<string>();
  const form = useForm<ContactValues>({
    defaultValues: initial ?? { role: 'CHAIRMAN', kind: 'member', memberId: '', fullName: '', email: '', phone: '' },
    resolver: zodResolver(contactSchema),
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const back = { to: '/evidence/kluby/$clubId/$activeTab', params: { clubId: String(clubId), activeTab: 'informace-o-klubu' } } as const;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const input = {
      role: values.role as ContactRole,
      memberId: values.kind === 'member' ? Number(values.memberId) : null,
      fullName: values.kind === 'person' ? values.fullName.trim() : '',
      email: values.email.trim() || null,
      phone: values.phone.trim() || null,
    };
    try {
      await save.mutateAsync({ id: contactId, input });
      flashStore.add({ message: t('clubs.contact.saved') });
      await navigate(back);
    } catch (error) {
      const first = error instanceof GraphQLRequestError ? error.errors[0] : undefined;
      const field = first?.extensions?.fields?.[0]?.field ?? (typeof first?.extensions?.field === 'string' ? first.extensions.field : undefined);
      const message = first?.extensions?.fields?.[0]?.message ?? first?.message ?? t('clubs.error');
      if (field && ['role', 'memberId', 'fullName', 'email', 'phone'].includes(field)) {
        form.setError(field as keyof ContactValues, { type: 'server', message });
      } else setFormError(message);
    }
  });

  const onDelete = async () => {
    if (contactId === undefined) return;
    const accepted = await confirm({
      title: t('clubs.contact.deleteTitle'),
      message: t('clubs.contact.deleteMessage'),
      acceptLabel: t('clubs.contact.delete'),
      variant: 'danger',
    });
    if (!accepted) return;
    await remove.mutateAsync(contactId);
    flashStore.add({ message: t('clubs.contact.deleted') });
    await navigate(back);
  };

  return (
    <section className="form-page">
      <Link {...back} className="back-link">
        {tf('clubs.backTo', { name: clubName })}
      </Link>
      <div className="page-heading">
        <h1>{contactId === undefined ? t('clubs.contact.newTitle') : t('clubs.contact.editTitle')}</h1>
        {contactId !== undefined && (
          <button type="button" className="button-danger" onClick={() => void onDelete()}>
            {t('clubs.contact.delete')}
          </button>
        )}
      </div>
      <form className="card" onSubmit={(event) => void submit(event)} noValidate>
        {formError && <Alert variant="danger">{formError}</Alert>}
        <FormRow label={t('clubs.contact.role')} error={errors.role?.message}>
          {(control) => (
            <select {...control} {...form.register('role')}>
              <option value="CHAIRMAN">{t('clubs.contact.chairman')}</option>
              <option value="SECRETARY">{t('clubs.contact.secretary')}</option>
            </select>
          )}
        </FormRow>
        <fieldset className="choice">
          <legend>{t('clubs.contact.kind')}</legend>
          <label>
            <input type="radio" value="member" {...form.register('kind')} /> {t('clubs.contact.kindMember')}
          </label>
          <label>
            <input type="radio" value="person" {...form.register('kind')} /> {t('clubs.contact.kindPerson')}
          </label>
        </fieldset>
        {kind === 'member' ? (
          <FormRow label={t('clubs.contact.member')} error={errors.memberId?.message}>
            {(control) =>
              members.isPending ? (
                <select {...control} disabled>
                  <option>{t('clubs.loading')}</option>
                </select>
              ) : (
                <select {...control} {...form.register('memberId')}>
                  <option value="">{t('clubs.choose')}</option>
                  {members.data?.nodes.map((member) => (
                    <option key={member.id} value={member.id}>
                      {tf('clubs.contact.memberOption', {
                        lastName: member.lastName,
                        firstName: member.firstName,
                        birthYear: String(member.birthYear),
                      })}
                    </option>
                  ))}
                </select>
              )
            }
          </FormRow>
        ) : (
          <FormRow label={t('clubs.contact.fullName')} error={errors.fullName?.message}>
            {(control) => <input {...control} {...form.register('fullName')} />}
          </FormRow>
        )}
        <FormRow label={t('clubs.contact.email')} optional error={errors.email?.message}>
          {(control) => <input {...control} type="email" {...form.register('email')} />}
        </FormRow>
        <FormRow label={t('clubs.contact.phone')} optional error={errors.phone?.message}>
          {(control) => <input {...control} type="tel" {...form.register('phone')} />}
        </FormRow>
        <FormActions submitting={form.formState.isSubmitting} submitLabel={t('clubs.contact.save')} />
      </form>
    </section>
  );
}
