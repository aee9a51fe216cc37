// One section of the page builder: its heading (number and kind) that drags it, "Posunout
// nahoru/dolů" and "Smazat sekci"; then the fields of its kind — a hero's and a feature
// section's title and subtitle, the features (name and image), the people (name, photo,
// description, text, phone), a rich text's Markdown. Removing a feature or a person asks first.
import type { DragEvent, ReactNode } from 'react';
import { confirm } from '../../../components/ui/confirm';
import { FormRow } from '../../../components/ui/form-row';
import { t, tf } from '../../../lib/i18n';
import { type FeatureValues, type PersonValues, type SectionValues, emptyFeature, emptyPerson, removeItem } from '../page-form';
import { ImageField } from './image-field';
import { RichTextEditor } from './rich-text-editor';

interface SectionEditorProps {
  section: SectionValues;
  index: number;
  count: number;
  /** The problems of the page by field (`sections.2.title`). */
  problems: Record<string, string>;
  /** Changes the section (from its latest state: an image may arrive after other edits). */
  onChange: (update: (section: SectionValues) => SectionValues, changedField?: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** Drag and drop: the section is being dragged, or one is dragged over it. */
  dragging: boolean;
  dropTarget: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDragOver: () => void;
  onDrop: () => void;
}

export function SectionEditor(props: SectionEditorProps) {
  const { section, index, count, problems, onChange } = props;
  const at = (name: string) => `sections.${index}.${name}`;
  const kind = t(`contentAdmin.page.kind.${section.kind}`);
  const name = tf('contentAdmin.page.sectionName', { number: index + 1, kind });
  const headingId = `section-${section.key}-heading`;
  const change = (patch: Partial<SectionValues>, field: string) => onChange((current) => ({ ...current, ...patch }), at(field));

  const classes = ['card', 'content-section', props.dragging ? 'content-section-dragging' : '', props.dropTarget ? 'content-section-drop' : ''].filter(Boolean).join(' ');
  return (
    <li
      className={classes}
      aria-labelledby={headingId}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        props.onDragOver();
      }}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        props.onDrop();
      }}
    >
      <div
        className="content-section-header"
        draggable
        onDragStart={(event: DragEvent) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', String(index));
          props.onDragStart();
        }}
        onDragEnd={props.onDragEnd}
      >
        <span className="content-drag-handle" aria-hidden="true" title={tf('contentAdmin.page.dragHandle', { section: name })}>
          ⠿
        </span>
        <h3 id={headingId} className="content-section-title">
          {tf('contentAdmin.page.sectionHeading', { number: index + 1, kind })}
        </h3>
        <div className="content-section-actions">
          <button type="button" className="button-secondary button-small" data-move={`${section.key}-up`} disabled={index === 0} aria-label={tf('contentAdmin.page.moveUpOf', { section: name })} onClick={() => props.onMove(index - 1)}>
            <span aria-hidden="true">↑ </span>
            {t('contentAdmin.page.moveUp')}
          </button>
          <button
            type="button"
            className="button-secondary button-small"
            data-move={`${section.key}-down`}
            disabled={index === count - 1}
            aria-label={tf('contentAdmin.page.moveDownOf', { section: name })}
            onClick={() => props.onMove(index + 1)}
          >
            <span aria-hidden="true">↓ </span>
            {t('contentAdmin.page.moveDown')}
          </button>
          <button type="button" className="button-secondary button-small content-delete" aria-label={tf('contentAdmin.page.removeSectionOf', { section: name })} onClick={props.onRemove}>
            {t('contentAdmin.page.removeSection')}
          </button>
        </div>
      </div>

      {(section.kind === 'HERO' || section.kind === 'FEATURES') && (
        <div className="content-section-lines">
          <LineField label={t('contentAdmin.page.sectionTitle')} field={at('title')} value={section.title} error={problems[at('title')]} onChange={(title) => change({ title }, 'title')} />
          <LineField
            label={t('contentAdmin.page.sectionSubtitle')}
            field={at('subtitle')}
            optional
            value={section.subtitle}
            error={problems[at('subtitle')]}
            onChange={(subtitle) => change({ subtitle }, 'subtitle')}
          />
        </div>
      )}
      {section.kind === 'FEATURES' && <FeatureList section={section} index={index} problems={problems} onChange={onChange} />}
      {section.kind === 'PEOPLE' && <PeopleList section={section} index={index} problems={problems} onChange={onChange} />}
      {section.kind === 'RICH_TEXT' && (
        <RichTextEditor label={t('contentAdmin.page.sectionText')} field={at('text')} value={section.text} rows={10} error={problems[at('text')]} onChange={(text) => change({ text }, 'text')} />
      )}
      <ListProblem field={at('features')} problems={problems} />
      <ListProblem field={at('people')} problems={problems} />
    </li>
  );
}

/** A problem of a section's whole list (no person, too many). */
function ListProblem({ field, problems }: { field: string; problems: Record<string, string> }) {
  const problem = problems[field];
  if (problem === undefined) return null;
  return (
    <p className="field-error" data-field={field} tabIndex={-1}>
      {problem}
    </p>
  );
}

interface LineFieldProps {
  label: string;
  field: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  optional?: boolean;
  hint?: string;
  /** A textarea of so many rows instead of a line. */
  rows?: number;
  type?: 'text' | 'tel';
}

/** A labelled line (or a textarea) of the page builder, marked with its field's name. */
export function LineField({ label, field, value, error, onChange, optional, hint, rows, type = 'text' }: LineFieldProps) {
  return (
    <FormRow label={label} optional={optional ?? false} hint={hint} error={error}>
      {(control) =>
        rows === undefined ? (
          <input {...control} type={type} data-field={field} value={value} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <textarea {...control} rows={rows} data-field={field} value={value} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </FormRow>
  );
}

interface ItemListProps {
  section: SectionValues;
  index: number;
  problems: Record<string, string>;
  onChange: (update: (section: SectionValues) => SectionValues, changedField?: string) => void;
}

function FeatureList({ section, index, problems, onChange }: ItemListProps) {
  const at = (position: number, name: string) => `sections.${index}.features.${position}.${name}`;
  const update = (position: number, patch: Partial<FeatureValues>, name: string) =>
    onChange((current) => ({ ...current, features: current.features.map((feature, place) => (place === position ? { ...feature, ...patch } : feature)) }), at(position, name));
  const remove = async (position: number, feature: FeatureValues) => {
    const accepted = await confirm({
      title: t('contentAdmin.page.removeFeatureTitle'),
      message: tf('contentAdmin.page.removeFeatureQuestion', { name: feature.name.trim() || t('contentAdmin.page.unnamed') }),
      variant: 'danger',
      acceptLabel: t('contentAdmin.page.remove'),
    });
    if (accepted) onChange((current) => ({ ...current, features: removeItem(current.features, position) }));
  };
  return (
    <ItemGroup title={t('contentAdmin.page.features')} addLabel={t('contentAdmin.page.addFeature')} onAdd={() => onChange((current) => ({ ...current, features: [...current.features, emptyFeature()] }))}>
      {section.features.map((feature, position) => (
        <li key={feature.key} className="content-item">
          <fieldset>
            <legend>{tf('contentAdmin.page.feature', { number: position + 1 })}</legend>
            <div className="content-item-fields">
              <LineField label={t('contentAdmin.page.featureName')} field={at(position, 'name')} value={feature.name} error={problems[at(position, 'name')]} onChange={(name) => update(position, { name }, 'name')} />
              <ImageField label={t('contentAdmin.page.featureImage')} field={at(position, 'imageId')} image={feature.image} error={problems[at(position, 'imageId')]} onChange={(image) => update(position, { image }, 'imageId')} />
            </div>
            <button type="button" className="link-button content-delete" aria-label={tf('contentAdmin.page.removeFeatureOf', { number: position + 1 })} onClick={() => void remove(position, feature)}>
              {t('contentAdmin.page.removeFeature')}
            </button>
          </fieldset>
        </li>
      ))}
    </ItemGroup>
  );
}

function PeopleList({ section, index, problems, onChange }: ItemListProps) {
  const at = (position: number, name: string) => `sections.${index}.people.${position}.${name}`;
  const update = (position: number, patch: Partial<PersonValues>, name: string) =>
    onChange((current) => ({ ...current, people: current.people.map((person, place) => (place === position ? { ...person, ...patch } : person)) }), at(position, name));
  const remove = async (position: number, person: PersonValues) => {
    const accepted = await confirm({
      title: t('contentAdmin.page.removePersonTitle'),
      message: tf('contentAdmin.page.removePersonQuestion', { name: person.name.trim() || t('contentAdmin.page.unnamed') }),
      variant: 'danger',
      acceptLabel: t('contentAdmin.page.remove'),
    });
    if (accepted) onChange((current) => ({ ...current, people: removeItem(current.people, position) }));
  };
  return (
    <ItemGroup title={t('contentAdmin.page.people')} addLabel={t('contentAdmin.page.addPerson')} onAdd={() => onChange((current) => ({ ...current, people: [...current.people, emptyPerson()] }))}>
      {section.people.map((person, position) => (
        <li key={person.key} className="content-item">
          <fieldset>
            <legend>{tf('contentAdmin.page.person', { number: position + 1 })}</legend>
            <div className="content-item-fields">
              <div>
                <div className="field-grid">
                  <LineField label={t('contentAdmin.page.personName')} field={at(position, 'name')} value={person.name} error={problems[at(position, 'name')]} onChange={(name) => update(position, { name }, 'name')} />
                  <LineField
                    label={t('contentAdmin.page.personPhone')}
                    field={at(position, 'phone')}
                    type="tel"
                    optional
                    value={person.phone}
                    error={problems[at(position, 'phone')]}
                    onChange={(phone) => update(position, { phone }, 'phone')}
                  />
                </div>
                <LineField
                  label={t('contentAdmin.page.personDescription')}
                  field={at(position, 'description')}
                  optional
                  rows={2}
                  value={person.description}
                  error={problems[at(position, 'description')]}
                  onChange={(description) => update(position, { description }, 'description')}
                />
                <LineField
                  label={t('contentAdmin.page.personText')}
                  field={at(position, 'text')}
                  optional
                  rows={4}
                  value={person.text}
                  error={problems[at(position, 'text')]}
                  onChange={(text) => update(position, { text }, 'text')}
                />
              </div>
              <ImageField label={t('contentAdmin.page.personImage')} field={at(position, 'imageId')} image={person.image} error={problems[at(position, 'imageId')]} onChange={(image) => update(position, { image }, 'imageId')} />
            </div>
            <button type="button" className="link-button content-delete" aria-label={tf('contentAdmin.page.removePersonOf', { number: position + 1 })} onClick={() => void remove(position, person)}>
              {t('contentAdmin.page.removePerson')}
            </button>
          </fieldset>
        </li>
      ))}
    </ItemGroup>
  );
}

function ItemGroup({ title, addLabel, onAdd, children }: { title: string; addLabel: string; onAdd: () => void; children: ReactNode }) {
  return (
    <div className="content-items">
      <h4>{title}</h4>
      <ol className="content-item-list">{children}</ol>
      <button type="button" className="button-secondary button-small" onClick={onAdd}>
        + {addLabel}
      </button>
    </div>
  );
}
