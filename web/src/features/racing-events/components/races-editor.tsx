// The races of an event with their categories: a field array inside the event form (on
// creation) or the races form (editace-zavodu). Errors of the server land on the same paths.
import { type FieldErrors, get, useFieldArray, useFormContext } from 'react-hook-form';
import { FormRow } from '../../../components/ui/form-row';
import { NamedOptions, ValueOptions } from '../../../components/ui/options';
import { t, tf } from '../../../lib/i18n';
import type { RacingCodebooksQuery } from '../../../gql/graphql';
import { type CategoryValues, EMPTY_CATEGORY, GENDER_GROUPS, type RacesFormValues, emptyRace } from './event-schema';

/** The message of the error at a path of the form ('races.0.categories.1.name'). */
function errorAt(errors: FieldErrors, path: string): string | undefined {
  const found: { message?: unknown } | undefined = get(errors, path);
  return typeof found?.message === 'string' ? found.message : undefined;
}

interface RacesEditorProps {
  codebooks: RacingCodebooksQuery;
  departmentId: string;
  /** The first day of the event: a new race starts on it. */
  defaultDate: string;
  /** Loads the season's default categories (only for a stored event). */
  loadDefaults?: (() => Promise<CategoryValues[]>) | undefined;
  loadingDefaults?: boolean;
}

export function RacesEditor({ codebooks, departmentId, defaultDate, loadDefaults, loadingDefaults = false }: RacesEditorProps) {
  const { control } = useFormContext<RacesFormValues>();
  const races = useFieldArray({ control, name: 'races' });
  return (
    <div className="races-editor">
      {races.fields.length === 0 && <p className="hint">{t('racing.races.none')}</p>}
      {races.fields.map((field, index) => (
        <RaceFields
          key={field.id}
          index={index}
          codebooks={codebooks}
          departmentId={departmentId}
          loadDefaults={loadDefaults}
          loadingDefaults={loadingDefaults}
          onRemove={() => races.remove(index)}
        />
      ))}
      <button type="button" className="button-secondary" onClick={() => races.append(emptyRace(defaultDate))}>
        {t('racing.races.add')}
      </button>
    </div>
  );
}

interface RaceFieldsProps {
  index: number;
  codebooks: RacingCodebooksQuery;
  departmentId: string;
  loadDefaults?: (() => Promise<CategoryValues[]>) | undefined;
  loadingDefaults: boolean;
  onRemove: () => void;
}

function RaceFields({ index, codebooks, departmentId, loadDefaults, loadingDefaults, onRemove }: RaceFieldsProps) {
  const { control, register, formState, watch } = useFormContext<RacesFormValues>();
  const categories = useFieldArray({ control, name: `races.${index}.categories` });
  const error = (name: string) => errorAt(formState.errors, `races.${index}.${name}`);
  const ofDepartment = <T extends { departmentId: number }>(items: readonly T[]) =>
    items.filter((item) => departmentId === '' || String(item.departmentId) === departmentId);
  const raceName = watch(`races.${index}.name`);
  const title = raceName.trim() === '' ? tf('racing.races.numbered', { number: index + 1 }) : raceName;
  const categoriesError = error('categories')
    ?? errorAt(formState.errors, `races.${index}.categories.root`);

  return (
    <fieldset className="race-card">
      <legend>{title}</legend>
      <div className="field-grid">
        <FormRow label={t('racing.races.name')} error={error('name')}>
          {(props) => <input {...props} {...register(`races.${index}.name`)} />}
        </FormRow>
        <FormRow label={t('racing.races.date')} error={error('raceDate')}>
          {(props) => <input {...props} type="date" {...register(`races.${index}.raceDate`)} />}
        </FormRow>
        <FormRow label={t('racing.races.startTime')} error={error('startTime')} optional>
          {(props) => <input {...props} type="time" {...register(`races.${index}.startTime`)} />}
        </FormRow>
        <FormRow label={t('racing.races.discipline')} error={error('racingDisciplineId')}>
          {(props) => (
            <select {...props} {...register(`races.${index}.racingDisciplineId`)}>
              <option value="">{t('racing.choose')}</option>
              <NamedOptions items={ofDepartment(codebooks.racingDisciplines)} />
            </select>
          )}
        </FormRow>
        <FormRow label={t('racing.races.technique')} error={error('racingTechniqueId')} optional>
          {(props) => (
            <select {...props} {...register(`races.${index}.racingTechniqueId`)}>
              <option value="">{t('racing.none')}</option>
              <NamedOptions items={codebooks.racingTechniques} />
            </select>
          )}
        </FormRow>
        <FormRow label={t('racing.races.type')} error={error('racingTypeId')} optional>
          {(props) => (
            <select {...props} {...register(`races.${index}.racingTypeId`)}>
              <option value="">{t('racing.none')}</option>
              <NamedOptions items={ofDepartment(codebooks.racingTypes)} />
            </select>
          )}
        </FormRow>
        <FormRow label={t('racing.races.gender')} error={error('genderGroup')}>
          {(props) => (
            <select {...props} {...register(`races.${index}.genderGroup`)}>
              <ValueOptions values={GENDER_GROUPS} label={(group) => t(`racing.gender.${group}`)} />
            </select>
          )}
        </FormRow>
      </div>
      <h3 className="categories-title">{t('racing.categories.title')}</h3>
      {categories.fields.length === 0 ? (
        <p className="hint">{t('racing.categories.none')}</p>
      ) : (
        <table className="simple-table category-table">
          <caption className="visually-hidden">{tf('racing.categories.caption', { race: title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('racing.categories.name')}</th>
              <th scope="col">{t('racing.categories.from')}</th>
              <th scope="col">{t('racing.categories.to')}</th>
              <th scope="col">{t('racing.categories.gender')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('racing.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.fields.map((category, position) => {
              const path = `races.${index}.categories.${position}` as const;
              const categoryError = (name: string) => errorAt(formState.errors, `${path}.${name}`);
              const number = position + 1;
              const problems = [categoryError('name'), categoryError('birthYearFrom'), categoryError('birthYearTo'), categoryError('genderGroup')].filter(Boolean);
              return (
                <tr key={category.id}>
                  <td>
                    <input
                      aria-label={tf('racing.categories.nameOf', { number, race: index + 1 })}
                      aria-invalid={categoryError('name') ? true : undefined}
                      {...register(`${path}.name`)}
                    />
                    {problems.length > 0 && <p className="field-error">{problems.join(' ')}</p>}
                  </td>
                  <td>
                    <input
                      className="year-input"
                      inputMode="numeric"
                      aria-label={tf('racing.categories.fromOf', { number, race: index + 1 })}
                      aria-invalid={categoryError('birthYearFrom') ? true : undefined}
                      {...register(`${path}.birthYearFrom`)}
                    />
                  </td>
                  <td>
                    <input
                      className="year-input"
                      inputMode="numeric"
                      aria-label={tf('racing.categories.toOf', { number, race: index + 1 })}
                      aria-invalid={categoryError('birthYearTo') ? true : undefined}
                      {...register(`${path}.birthYearTo`)}
                    />
                  </td>
                  <td>
                    <select aria-label={tf('racing.categories.genderOf', { number, race: index + 1 })} {...register(`${path}.genderGroup`)}>
                      <ValueOptions values={GENDER_GROUPS} label={(group) => t(`racing.gender.${group}`)} />
                    </select>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={tf('racing.categories.remove', { number, race: index + 1 })}
                      onClick={() => categories.remove(position)}
                    >
                      {t('racing.categories.removeShort')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {categoriesError && <p className="field-error">{categoriesError}</p>}
      <div className="actions race-actions">
        <button type="button" className="button-secondary" onClick={() => categories.append({ ...EMPTY_CATEGORY })}>
          {t('racing.categories.add')}
        </button>
        {loadDefaults && (
          <button
            type="button"
            className="button-secondary"
            disabled={loadingDefaults}
            onClick={() => {
              // A failure is shown by the page; the categories stay as they were.
              loadDefaults().then((defaults) => categories.replace(defaults), () => undefined);
            }}
          >
            {t('racing.categories.loadDefaults')}
          </button>
        )}
        <button type="button" className="button-danger" onClick={onRemove}>
          {t('racing.races.remove')}
        </button>
      </div>
    </fieldset>
  );
}
