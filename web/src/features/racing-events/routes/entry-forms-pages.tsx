// prihlaska/clen (a manager enters a member, a Person enters itself) and prihlaska/neclen (a
// manager enters a non-member). Refusals show the server's Czech message.
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { Alert } from '../../../components/ui/alert';
import { FormRow } from '../../../components/ui/form-row';
import { NamedOptions } from '../../../components/ui/options';
import { Restricted } from '../../auth';
import { formatYearRange } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useDebounced } from '../../../lib/use-debounced';
import { messages } from '../../../lib/validation';
import { useMembers } from '../../members';
import { useEnterMember, useEnterNonMember } from '../api/entries';
import { EventHeader } from '../components/event-header';
import { applyServerProblems } from '../components/server-errors';
import { type EventDetail, WithEvent } from '../components/with-event';

type Race = EventDetail['races'][number];

/** Race and category: the category list follows the race ('' = the first that admits). */
function RaceAndCategory({
  races,
  raceId,
  categoryId,
  onRace,
  onCategory,
  raceError,
}: {
  races: readonly Race[];
  raceId: string;
  categoryId: string;
  onRace: (value: string) => void;
  onCategory: (value: string) => void;
  raceError?: string | undefined;
}) {
  const race = races.find((item) => String(item.id) === raceId);
  return (
    <div className="field-grid">
      <FormRow label={t('racing.entry.race')} error={raceError}>
        {(control) => (
          <select
            {...control}
            value={raceId}
            onChange={(event) => {
              onRace(event.target.value);
              onCategory('');
            }}
          >
            <NamedOptions items={races} />
          </select>
        )}
      </FormRow>
      <FormRow label={t('racing.entry.category')} hint={t('racing.entry.categoryHint')}>
        {(control) => (
          <select {...control} value={categoryId} onChange={(event) => onCategory(event.target.value)}>
            <option value="">{t('racing.entry.firstFitting')}</option>
            {race?.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name} ({formatYearRange(category.birthYearFrom, category.birthYearTo)})
              </option>
            ))}
          </select>
        )}
      </FormRow>
    </div>
  );
}

function EntryLinks({ detail }: { detail: EventDetail }) {
  const id = String(detail.event.id);
  return (
    <p className="actions">
      <Link to="/evidence/zavody/$id/$activeTab" params={{ id, activeTab: 'prihlaseni-zavodnici' }}>
        {t('racing.entry.showEntries')}
      </Link>
      {detail.event.actions.canManageEntries && (
        <Link to="/evidence/zavody/$id/sprava-prihlasek" params={{ id }}>
          {t('racing.action.manageEntries')}
        </Link>
      )}
    </p>
  );
}

/** /evidence/zavody/{id}/prihlaska/clen */
export function MemberEntryPage({ id }: { id: number }) {
  return (
    <WithEvent id={id}>
      {(detail) =>
        detail.event.actions.canManageEntries || detail.event.actions.canEnterSelf ? (
          <MemberEntry detail={detail} self={!detail.event.actions.canManageEntries} />
        ) : (
          <Restricted reason="forbidden" />
        )
      }
    </WithEvent>
  );
}

function MemberEntry({ detail, self }: { detail: EventDetail; self: boolean }) {
  const title = self ? t('racing.entry.selfTitle') : t('racing.entry.memberTitle');
  usePageTitle(`${title} – ${detail.event.name}`);
  const enter = useEnterMember();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim());
  const members = useMembers({ page: 1, perPage: 20, sort: [], filter: { search: debounced, archived: false } });
  const [memberId, setMemberId] = useState<number>();
  const [raceId, setRaceId] = useState(detail.races[0] ? String(detail.races[0].id) : '');
  const [categoryId, setCategoryId] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const found = debounced.length >= 2 ? (members.data?.nodes ?? []) : [];
  const chosen = found.find((member) => member.id === memberId);

  const submit = async () => {
    setProblem(undefined);
    setDone(undefined);
    if (!self && memberId === undefined) {
      setProblem(t('racing.entry.chooseMember'));
      return;
    }
    try {
      await enter.mutateAsync({
        racingEventId: detail.event.id,
        memberId: self ? null : (memberId ?? null),
        raceId: Number(raceId),
        racingCategoryId: categoryId === '' ? null : Number(categoryId),
      });
      const race = detail.races.find((item) => String(item.id) === raceId)?.name ?? '';
      setDone(self ? tf('racing.entry.selfDone', { race }) : tf('racing.entry.memberDone', { name: chosen ? `${chosen.firstName} ${chosen.lastName}` : '', race }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('ui.error'));
    }
  };

  return (
    <section className="form-page form-page-wide">
      <EventHeader event={detail.event} title={title} />
      {!detail.event.actions.entriesOpen && <Alert variant="danger">{t('racing.clubEntry.closed')}</Alert>}
      <form
        className="card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {problem && <Alert variant="danger">{problem}</Alert>}
        {done && <Alert variant="success">{done}</Alert>}
        {self ? (
          <p>{t('racing.entry.selfIntro')}</p>
        ) : (
          <fieldset className="member-picker">
            <legend>{t('racing.entry.member')}</legend>
            <div className="field">
              <label htmlFor="member-search">{t('racing.entry.search')}</label>
              <input
                id="member-search"
                type="search"
                value={search}
                placeholder={t('racing.entry.searchPlaceholder')}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            {debounced.length >= 2 && members.isFetching && <p className="hint">{t('ui.loading')}</p>}
            {debounced.length >= 2 && !members.isFetching && found.length === 0 && <p className="hint">{t('racing.entry.noMembers')}</p>}
            {found.length > 0 && (
              <ul className="member-choices">
                {found.map((member) => (
                  <li key={member.id}>
                    <label>
                      <input type="radio" name="member" checked={memberId === member.id} onChange={() => setMemberId(member.id)} />{' '}
                      <strong>
                        {member.lastName} {member.firstName}
                      </strong>{' '}
                      <span className="hint">
                        {[member.birthYear, member.club?.name, `${t('racing.entry.registrationNumber')} ${member.registrationNumber}`]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        )}
        {detail.races.length === 0 ? (
          <Alert variant="info">{t('racing.races.none')}</Alert>
        ) : (
          <RaceAndCategory races={detail.races} raceId={raceId} categoryId={categoryId} onRace={setRaceId} onCategory={setCategoryId} />
        )}
        <div className="form-actions">
          <button type="submit" className="button" disabled={enter.isPending || detail.races.length === 0}>
            {enter.isPending ? t('racing.clubEntry.sending') : self ? t('racing.entry.selfSubmit') : t('racing.entry.memberSubmit')}
          </button>
        </div>
      </form>
      <EntryLinks detail={detail} />
    </section>
  );
}

const nonMemberSchema = z.object({
  firstName: z.string().trim().min(1, messages.required),
  lastName: z.string().trim().min(1, messages.required),
  birthYear: z.string().trim().regex(/^\d{4}$/, t('racing.form.yearInvalid')),
  sex: z.string().min(1, messages.required),
  clubText: z.string(),
  nation: z.string().trim().min(1, messages.required),
  raceId: z.string().min(1, messages.required),
  racingCategoryId: z.string(),
});

type NonMemberValues = z.infer<typeof nonMemberSchema>;

/** /evidence/zavody/{id}/prihlaska/neclen */
export function NonMemberEntryPage({ id }: { id: number }) {
  return <WithEvent id={id}>{(detail) => (detail.event.actions.canManageEntries ? <NonMemberEntry detail={detail} /> : <Restricted reason="forbidden" />)}</WithEvent>;
}

function NonMemberEntry({ detail }: { detail: EventDetail }) {
  usePageTitle(`${t('racing.entry.nonMemberTitle')} – ${detail.event.name}`);
  const enter = useEnterNonMember();
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState<string>();
  const empty: NonMemberValues = {
    firstName: '',
    lastName: '',
    birthYear: '',
    sex: 'MALE',
    clubText: '',
    nation: 'CZE',
    raceId: detail.races[0] ? String(detail.races[0].id) : '',
    racingCategoryId: '',
  };
  const form = useForm<NonMemberValues>({ defaultValues: empty, resolver: zodResolver(nonMemberSchema) });
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    setDone(undefined);
    try {
      await enter.mutateAsync({
        racingEventId: detail.event.id,
        input: {
          raceId: Number(values.raceId),
          racingCategoryId: values.racingCategoryId === '' ? null : Number(values.racingCategoryId),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          birthYear: Number(values.birthYear),
          sex: values.sex as 'MALE' | 'FEMALE',
          clubText: values.clubText.trim() === '' ? null : values.clubText.trim(),
          nation: values.nation.trim().toUpperCase(),
        },
      });
      setDone(tf('racing.entry.nonMemberDone', { name: `${values.firstName} ${values.lastName}` }));
      form.reset({ ...empty, raceId: values.raceId });
    } catch (error) {
      setFormError(applyServerProblems(form, error, Object.keys(empty)));
    }
  });

  const text = (name: keyof NonMemberValues, label: string, options: { optional?: boolean; hint?: string; inputMode?: 'numeric' } = {}) => (
    <FormRow label={label} error={errors[name]?.message} optional={options.optional ?? false} {...(options.hint ? { hint: options.hint } : {})}>
      {(control) => <input {...control} inputMode={options.inputMode} {...register(name)} />}
    </FormRow>
  );

  return (
    <section className="form-page form-page-wide">
      <EventHeader event={detail.event} title={t('racing.entry.nonMemberTitle')} />
      {!detail.event.actions.entriesOpen && <Alert variant="info">{t('racing.entry.lateHint')}</Alert>}
      <form className="card" noValidate onSubmit={(event) => void submit(event)}>
        {formError && <Alert variant="danger">{formError}</Alert>}
        {done && <Alert variant="success">{done}</Alert>}
        <div className="field-grid">
          {text('firstName', t('racing.entry.firstName'))}
          {text('lastName', t('racing.entry.lastName'))}
          {text('birthYear', t('racing.entry.birthYear'), { inputMode: 'numeric' })}
          <FormRow label={t('racing.entry.sex')} error={errors.sex?.message}>
            {(control) => (
              <select {...control} {...register('sex')}>
                <option value="MALE">{t('racing.sex.MALE')}</option>
                <option value="FEMALE">{t('racing.sex.FEMALE')}</option>
              </select>
            )}
          </FormRow>
          {text('clubText', t('racing.entry.clubText'), { optional: true })}
          {text('nation', t('racing.entry.nation'), { hint: t('racing.entry.nationHint') })}
        </div>
        <RaceAndCategory
          races={detail.races}
          raceId={watch('raceId')}
          categoryId={watch('racingCategoryId')}
          onRace={(value) => setValue('raceId', value)}
          onCategory={(value) => setValue('racingCategoryId', value)}
          raceError={errors.raceId?.message}
        />
        <div className="form-actions">
          <button type="submit" className="button" disabled={formState.isSubmitting || detail.races.length === 0}>
            {formState.isSubmitting ? t('racing.clubEntry.sending') : t('racing.entry.nonMemberSubmit')}
          </button>
        </div>
      </form>
      <EntryLinks detail={detail} />
    </section>
  );
}
