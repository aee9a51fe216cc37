// The member's own profile (Person identity): /evidence/clen/obecne-informace, /moje-zavody
// (its entries and results), /klubova-historie and /nastaveni-profilu (contact details; the password has its own page).
// The general information carries the answer for the next season, which the member sets itself.
import '../own-profile-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { Restricted, useMe } from '../../auth';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { FormActions } from '../../../components/ui/form-actions';
import { FormRow } from '../../../components/ui/form-row';
import { graphql } from '../../../gql';
import { GraphQLRequestError, request } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { contactMessages, isEmail, isPhone } from '../../../lib/validation';
import { MemberAnswerCard } from '../components/member-answer-card';
import { MemberMediaTab } from '../components/member-media-tab';
import { MemberRolesTab } from '../components/member-roles-tab';
import { ClubHistory, MemberInfoCard, fullName, useMemberOrError } from './member-pages';
import { MemberResults } from '../../results';
import { OwnEntries, useWorkspaceOverview } from '../../workspace';
import { memberKeys } from '../api/keys';

export const OWN_PROFILE_SECTIONS = ['obecne-informace', 'moje-zavody', 'role-v-usecich', 'klubova-historie', 'nastaveni-profilu'] as const;
export type OwnProfileSection = (typeof OWN_PROFILE_SECTIONS)[number];

const PATHS = {
  'obecne-informace': '/evidence/clen/obecne-informace',
  'moje-zavody': '/evidence/clen/moje-zavody',
  'role-v-usecich': '/evidence/clen/role-v-usecich',
  'klubova-historie': '/evidence/clen/klubova-historie',
  'nastaveni-profilu': '/evidence/clen/nastaveni-profilu',
} as const;

const LABELS: Record<OwnProfileSection, string> = {
  'obecne-informace': t('members.own.general'),
  'moje-zavody': t('members.own.races'),
  'role-v-usecich': t('members.tab.roles'),
  'klubova-historie': t('members.tab.history'),
  'nastaveni-profilu': t('members.own.settings'),
};

const UpdateOwnContactsDocument = graphql(`
  mutation UpdateOwnContacts($input: OwnContactsInput!) {
    updateOwnContacts(input: $input) { id email phone }
  }
`);

export function OwnProfilePage({ section }: { section: OwnProfileSection }) {
  const me = useMe();
  const memberId = me.data?.activeIdentity.memberId;
  usePageTitle(tf('members.own.pageTitle', { section: LABELS[section] }));
  if (me.isPending) return <p>{t('members.loading')}</p>;
  if (!memberId) return <Restricted reason="forbidden" />;
  return <OwnProfile memberId={memberId} section={section} />;
}

function OwnProfile({ memberId, section }: { memberId: number; section: OwnProfileSection }) {
  const { member, failure } = useMemberOrError(memberId);
  if (failure || !member) return failure;
  return (
    <section>
      <div className="page-heading">
        <h1>{fullName(member)}</h1>
      </div>
      <nav className="tabs" aria-label={t('members.own.nav')}>
        {OWN_PROFILE_SECTIONS.map((value) => (
          <Link key={value} to={PATHS[value]} aria-current={value === section ? 'page' : undefined}>
            {LABELS[value]}
          </Link>
        ))}
      </nav>
      {section === 'obecne-informace' && (
        <>
          <MemberInfoCard member={member} />
          <MemberAnswerCard key={member.answerStatus} memberId={memberId} answer={member.answerStatus} />
        </>
      )}
      {section === 'moje-zavody' && <OwnRaces memberId={memberId} />}
      {section === 'role-v-usecich' && <MemberRolesTab memberId={memberId} />}
      {section === 'klubova-historie' && <ClubHistory memberId={memberId} />}
      {section === 'nastaveni-profilu' && (
        <>
          <ContactSettings memberId={memberId} email={member.email ?? ''} phone={member.phone ?? ''} />
          <h2>{t('members.own.photo')}</h2>
          <MemberMediaTab member={member} />
        </>
      )}
    </section>
  );
}

/** "Moje závody": the member's entries to events not over yet and its results. A parent's
 * children are further Person identities of the parent's account (there is no other parent
 * link in the register): their races show after switching to them in the header. */
function OwnRaces({ memberId }: { memberId: number }) {
  const overview = useWorkspaceOverview();
  const me = useMe();
  const others = (me.data?.identities ?? []).filter((identity) => identity.identityType === 'PERSON').length > 1;
  return (
    <>
      {others && <p className="hint">{t('members.own.racesOthers')}</p>}
      {overview.isPending && <p>{t('members.loading')}</p>}
      {overview.isError && <Alert variant="danger">{overview.error.message}</Alert>}
      {overview.data && <OwnEntries entries={overview.data.ownEntries} />}
      <h2>{t('members.own.results')}</h2>
      <MemberResults memberId={memberId} zone="private" />
    </>
  );
}

const contactsSchema = z.object({
  email: z.string().refine((text) => text.trim() === '' || isEmail(text), contactMessages.email),
  phone: z.string().refine((text) => text.trim() === '' || isPhone(text), contactMessages.phone),
});

type ContactValues = z.infer<typeof contactsSchema>;

function ContactSettings({ memberId, email, phone }: { memberId: number; email: string; phone: string }) {
  const client = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const update = useMutation({
    mutationFn: (values: ContactValues) =>
      request(UpdateOwnContactsDocument, { input: { email: values.email.trim() || null, phone: values.phone.trim() || null } }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.item(memberId) }),
  });
  const form = useForm<ContactValues>({ defaultValues: { email, phone }, resolver: zodResolver(contactsSchema) });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await update.mutateAsync(values);
      flashStore.add({ message: t('members.own.saved') });
    } catch (error) {
      const problem = error instanceof GraphQLRequestError ? error.errors[0]?.extensions?.fields?.[0] : undefined;
      if (problem && (problem.field === 'email' || problem.field === 'phone')) form.setError(problem.field, { type: 'server', message: problem.message });
      else setFormError(error instanceof Error ? error.message : t('members.error'));
    }
  });
  return (
    <form className="card settings-form" noValidate onSubmit={(event) => void submit(event)}>
      {formError && <Alert variant="danger">{formError}</Alert>}
      <h2>{t('members.own.contacts')}</h2>
      <FormRow label={t('members.own.email')} optional error={errors.email?.message}>
        {(control) => <input {...control} type="email" {...form.register('email')} />}
      </FormRow>
      <FormRow label={t('members.own.phone')} optional error={errors.phone?.message}>
        {(control) => <input {...control} type="tel" {...form.register('phone')} />}
      </FormRow>
      <FormActions submitting={form.formState.isSubmitting} submitLabel={t('members.own.save')}>
        <Link to="/evidence/zmena-hesla" className="button-secondary">
          {t('members.own.changePassword')}
        </Link>
        <Link to="/evidence/oznameni" className="button-secondary">
          {t('members.own.notifications')}
        </Link>
      </FormActions>
    </form>
  );
}
