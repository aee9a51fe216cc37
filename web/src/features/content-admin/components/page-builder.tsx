// The page builder: the page's title, address and state, its sections in order (added per
// kind, moved by drag and drop or by the "Posunout" buttons, deleted after a question), and its
// SEO fields. "Uložit" sends the whole page; a refusal (the builder's own check or the server's)
// shows at its fields and focuses the first one.
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { slug as slugOf } from '../../../lib/slug';
import type { ContentPageDetail } from '../api/content-page';
import { useDeleteContentPage } from '../api/delete-content-page';
import { useSaveContentPage } from '../api/save-content-page';
import {
  type PageValues,
  SECTION_KINDS,
  type SectionValues,
  emptySection,
  isPageField,
  moveItem,
  newPage,
  pageInput,
  pageLevelProblems,
  pageProblems,
  pageValues,
  removeItem,
} from '../page-form';
import { focusField } from './focus-field';
import { FormError } from './form-error';
import { ImageField } from './image-field';
import { LineField, SectionEditor } from './section-editor';

export function PageBuilder({ page }: { page?: ContentPageDetail }) {
  const navigate = useNavigate();
  const save = useSaveContentPage();
  const remove = useDeleteContentPage();
  const root = useRef<HTMLFormElement | null>(null);
  const sectionsHeading = useRef<HTMLHeadingElement | null>(null);
  const [values, setValues] = useState<PageValues>(() => (page ? pageValues(page) : newPage()));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number>();
  const [dropOn, setDropOn] = useState<number>();
  const [focusMove, setFocusMove] = useState<{ key: string; up: boolean }>();
  const [focusProblem, setFocusProblem] = useState(false);
  const id = page?.id ?? null;

  /** A change of a field (its problem goes) or of the sections' order or number (theirs go:
   * they are numbered by the old places). */
  const change = (update: (current: PageValues) => PageValues, field?: string) => {
    setValues(update);
    setDirty(true);
    setProblems((current) => {
      if (field === undefined) return pageLevelProblems(current);
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };
  const set = <Field extends keyof PageValues>(field: Field, value: PageValues[Field], problemField: string = field) => change((current) => ({ ...current, [field]: value }), problemField);
  const setSections = (sections: SectionValues[]) => change((current) => ({ ...current, sections }));

  const moveSection = (from: number, to: number) => {
    const sections = moveItem(values.sections, from, to);
    if (sections.every((section, index) => section === values.sections[index])) return;
    const moved = values.sections[from];
    setSections(sections);
    if (!moved) return;
    const place = sections.indexOf(moved);
    setAnnouncement(tf('contentAdmin.page.moved', { kind: t(`contentAdmin.page.kind.${moved.kind}`), number: place + 1, count: sections.length }));
    return { key: moved.key, place };
  };

  // The moved section's button keeps the focus (the other one where it is now at an end).
  useEffect(() => {
    if (!focusMove) return;
    const place = values.sections.findIndex((section) => section.key === focusMove.key);
    const atEnd = focusMove.up ? place === 0 : place === values.sections.length - 1;
    const direction = focusMove.up !== atEnd ? 'up' : 'down';
    root.current?.querySelector<HTMLElement>(`[data-move="${focusMove.key}-${direction}"]`)?.focus();
    setFocusMove(undefined);
  }, [focusMove, values.sections]);

  // After a refusal, the first refused field in the page's order.
  useEffect(() => {
    if (!focusProblem) return;
    setFocusProblem(false);
    const marked = [...(root.current?.querySelectorAll<HTMLElement>('[data-field]') ?? [])].find((element) => element.dataset.field !== undefined && element.dataset.field in problems);
    if (marked?.dataset.field) focusField(root.current, marked.dataset.field);
    else if ('sections' in problems) sectionsHeading.current?.focus();
  }, [focusProblem, problems]);

  const removeSection = async (index: number) => {
    const section = values.sections[index];
    if (!section) return;
    const accepted = await confirm({
      title: t('contentAdmin.page.removeSectionTitle'),
      message: tf('contentAdmin.page.removeSectionQuestion', { kind: t(`contentAdmin.page.kind.${section.kind}`), number: index + 1 }),
      variant: 'danger',
      acceptLabel: t('contentAdmin.delete'),
    });
    if (!accepted) return;
    setSections(removeItem(values.sections, index));
    sectionsHeading.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const found = pageProblems(values);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      setFormError(t('contentAdmin.page.fixErrors'));
      setFocusProblem(true);
      return;
    }
    setSending(true);
    try {
      const saved = await save.mutateAsync({ id, input: pageInput(values) });
      setProblems({});
      setDirty(false);
      flashStore.add({ message: tf('contentAdmin.page.saved', { title: saved.title }) });
      if (id === null) await navigate({ to: '/evidence/obsah/stranky/$id', params: { id: String(saved.id) } });
    } catch (error) {
      const refused = serverProblems(error);
      const shown = Object.fromEntries(refused.fields.filter((problem) => isPageField(problem.field)).map((problem) => [problem.field, problem.message]));
      const rest = [...(refused.message ? [refused.message] : []), ...refused.fields.filter((problem) => !isPageField(problem.field)).map((problem) => problem.message)];
      if (Object.keys(shown).length > 0) rest.unshift(t('contentAdmin.page.fixErrors'));
      setProblems(shown);
      setFormError(rest.length > 0 ? rest.join('\n') : undefined);
      setFocusProblem(true);
    } finally {
      setSending(false);
    }
  };

  const onDelete = async () => {
    if (!page) return;
    const accepted = await confirm({
      title: t('contentAdmin.page.deleteTitle'),
      message: tf('contentAdmin.page.deleteQuestion', { title: page.title }),
      variant: 'danger',
      acceptLabel: t('contentAdmin.delete'),
    });
    if (!accepted) return;
    try {
      await remove.mutateAsync(page.id);
      flashStore.add({ message: tf('contentAdmin.page.deleted', { title: page.title }) });
      await navigate({ to: '/evidence/obsah/stranky' });
    } catch (error) {
      // Said where the delete button is: the form's message is far above it.
      flashStore.add({ message: serverProblems(error).message ?? t('ui.error'), variant: 'danger', autoDismiss: false });
    }
  };

  const publicPath = `/stranky/${values.slug.trim() === '' ? slugOf(values.title) : values.slug.trim()}`;
  return (
    <form ref={root} className="content-builder" noValidate aria-label={page ? page.title : t('contentAdmin.page.newTitle')} onSubmit={(event) => void submit(event)}>
      <FormError message={formError} />
      <fieldset className="card content-panel">
        <legend className="content-legend">{t('contentAdmin.page.basics')}</legend>
        <LineField label={t('contentAdmin.page.title')} field="title" value={values.title} error={problems.title} onChange={(title) => set('title', title)} />
        <LineField label={t('contentAdmin.seo.slug')} field="slug" optional hint={t('contentAdmin.seo.slugHint')} value={values.slug} error={problems.slug} onChange={(slug) => set('slug', slug)} />
        <p className="content-url">{tf('contentAdmin.seo.url', { url: `${window.location.origin}${publicPath}` })}</p>
        <div className="field field-checkbox">
          <label>
            <input type="checkbox" data-field="active" checked={values.active} onChange={(event) => set('active', event.target.checked)} />
            {t('contentAdmin.page.active')}
          </label>
        </div>
      </fieldset>

      <section className="content-sections" aria-labelledby="content-sections-heading">
        <h2 id="content-sections-heading" ref={sectionsHeading} tabIndex={-1} data-field="sections">
          {t('contentAdmin.page.sections')}
        </h2>
        {problems.sections && <p className="field-error">{problems.sections}</p>}
        {values.sections.length === 0 ? (
          <p className="hint">{t('contentAdmin.page.noSections')}</p>
        ) : (
          <ol className="content-section-list">
            {values.sections.map((section, index) => (
              <SectionEditor
                key={section.key}
                section={section}
                index={index}
                count={values.sections.length}
                problems={problems}
                onChange={(update, field) => change((current) => ({ ...current, sections: current.sections.map((one) => (one.key === section.key ? update(one) : one)) }), field)}
                onMove={(to) => {
                  const moved = moveSection(index, to);
                  if (moved) setFocusMove({ key: moved.key, up: to < index });
                }}
                onRemove={() => void removeSection(index)}
                dragging={dragFrom === index}
                dropTarget={dropOn === index && dragFrom !== undefined && dragFrom !== index}
                onDragStart={() => setDragFrom(index)}
                onDragEnd={() => {
                  setDragFrom(undefined);
                  setDropOn(undefined);
                }}
                onDragOver={() => setDropOn(index)}
                onDrop={() => {
                  if (dragFrom !== undefined) moveSection(dragFrom, index);
                  setDragFrom(undefined);
                  setDropOn(undefined);
                }}
              />
            ))}
          </ol>
        )}
        <div className="content-add-section" role="group" aria-labelledby="content-add-section-label">
          <span id="content-add-section-label" className="content-field-title">
            {t('contentAdmin.page.addSection')}:
          </span>
          {SECTION_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              className="button-secondary button-small"
              aria-label={tf('contentAdmin.page.addSectionOf', { kind: t(`contentAdmin.page.kind.${kind}`) })}
              onClick={() => setSections([...values.sections, emptySection(kind)])}
            >
              + {t(`contentAdmin.page.kind.${kind}`)}
            </button>
          ))}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </section>

      <fieldset className="card content-panel">
        <legend className="content-legend">{t('contentAdmin.seo.legend')}</legend>
        <LineField label={t('contentAdmin.seo.title')} field="seoTitle" optional hint={t('contentAdmin.seo.titleHint')} value={values.seoTitle} error={problems.seoTitle} onChange={(text) => set('seoTitle', text)} />
        <LineField
          label={t('contentAdmin.seo.description')}
          field="seoDescription"
          optional
          rows={3}
          hint={t('contentAdmin.seo.descriptionHint')}
          value={values.seoDescription}
          error={problems.seoDescription}
          onChange={(text) => set('seoDescription', text)}
        />
        <LineField label={t('contentAdmin.seo.ogTitle')} field="ogTitle" optional hint={t('contentAdmin.seo.ogTitleHint')} value={values.ogTitle} error={problems.ogTitle} onChange={(text) => set('ogTitle', text)} />
        <LineField
          label={t('contentAdmin.seo.ogDescription')}
          field="ogDescription"
          optional
          rows={3}
          hint={t('contentAdmin.seo.ogDescriptionHint')}
          value={values.ogDescription}
          error={problems.ogDescription}
          onChange={(text) => set('ogDescription', text)}
        />
        <ImageField label={t('contentAdmin.seo.ogImage')} field="ogImageId" image={values.ogImage} error={problems.ogImageId} onChange={(image) => set('ogImage', image, 'ogImageId')} />
      </fieldset>

      <div className="form-actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('contentAdmin.saving') : t('contentAdmin.save')}
        </button>
        <Link to="/evidence/obsah/stranky" className="button-secondary">
          {t('contentAdmin.page.back')}
        </Link>
        {page?.active && (
          <a href={page.url} className="button-secondary" target="_blank" rel="noopener">
            {t('contentAdmin.showOnWeb')}
          </a>
        )}
        {page && (
          <button type="button" className="button-secondary content-delete" disabled={remove.isPending} onClick={() => void onDelete()}>
            {remove.isPending ? t('contentAdmin.deleting') : t('contentAdmin.delete')}
          </button>
        )}
      </div>
      {dirty && !sending && <p className="hint content-unsaved">{t('contentAdmin.unsaved')}</p>}
    </form>
  );
}
