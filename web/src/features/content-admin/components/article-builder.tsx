// The article builder: one form over three tabs (Základní, Nastavení, SEO), all kept while the
// tabs change; "Uložit" writes the whole article. A refusal (the form's own check or the
// server's) shows at its fields and opens the tab of the first one; a tab with a refused field
// says so. An existing article is deleted after a question.
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { FormRow } from '../../../components/ui/form-row';
import { t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { slug as slugOf } from '../../../lib/slug';
import { useParentArticles } from '../api/articles';
import type { ArticleDetail } from '../api/article';
import { useDeleteArticle } from '../api/delete-article';
import { useSaveArticle } from '../api/save-article';
import {
  ARTICLE_TABS,
  type ArticleField,
  type ArticleFormValues,
  type ArticleTab,
  TAB_FIELDS,
  articleField,
  articleFormSchema,
  articleFormValues,
  articleInput,
  firstErrorTab,
  newArticle,
  tabOf,
} from '../article-form';
import { focusField } from './focus-field';
import { FormError } from './form-error';
import { ImageField } from './image-field';
import { RichTextEditor } from './rich-text-editor';

interface ArticleBuilderProps {
  /** The saved article; none for a new one. */
  article?: ArticleDetail;
  tab: ArticleTab;
  onTab: (tab: ArticleTab) => void;
}

export function ArticleBuilder({ article, tab, onTab }: ArticleBuilderProps) {
  const navigate = useNavigate();
  const save = useSaveArticle();
  const remove = useDeleteArticle();
  const root = useRef<HTMLFormElement | null>(null);
  const [formError, setFormError] = useState<string>();
  const [focusTarget, setFocusTarget] = useState<ArticleField>();
  const form = useForm<ArticleFormValues>({
    defaultValues: article ? articleFormValues(article) : newArticle(),
    resolver: zodResolver(articleFormSchema),
    shouldFocusError: false,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const id = article?.id ?? null;

  // A refused field is focused once its tab shows.
  useEffect(() => {
    if (focusTarget === undefined || tabOf(focusTarget) !== tab) return;
    focusField(root.current, focusTarget);
    setFocusTarget(undefined);
  }, [focusTarget, tab]);

  const showRefused = (fields: readonly ArticleField[]) => {
    const first = firstErrorTab(fields);
    if (first === undefined) return;
    const field = TAB_FIELDS[first].find((candidate) => fields.includes(candidate));
    if (first !== tab) onTab(first);
    setFocusTarget(field);
  };

  const onInvalid = (invalid: FieldErrors<ArticleFormValues>) => showRefused(Object.keys(invalid) as ArticleField[]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = await save.mutateAsync({ id, input: articleInput(values) });
      flashStore.add({ message: tf('contentAdmin.article.saved', { title: saved.title }) });
      if (id === null) {
        await navigate({ to: '/evidence/obsah/clanky/$id/$activeTab', params: { id: String(saved.id), activeTab: tab } });
      } else {
        form.reset(values);
      }
    } catch (error) {
      const problems = serverProblems(error);
      const rest = problems.message ? [problems.message] : [];
      const refused: ArticleField[] = [];
      for (const problem of problems.fields) {
        const field = articleField(problem.field);
        if (field) {
          form.setError(field, { type: 'server', message: problem.message });
          refused.push(field);
        } else rest.push(problem.message);
      }
      setFormError(rest.length > 0 ? rest.join('\n') : undefined);
      showRefused(refused);
    }
  }, onInvalid);

  const onDelete = async () => {
    if (!article) return;
    const accepted = await confirm({
      title: t('contentAdmin.article.deleteTitle'),
      message: tf('contentAdmin.article.deleteQuestion', { title: article.title }),
      variant: 'danger',
      acceptLabel: t('contentAdmin.delete'),
    });
    if (!accepted) return;
    try {
      await remove.mutateAsync(article.id);
      flashStore.add({ message: tf('contentAdmin.article.deleted', { title: article.title }) });
      await navigate({ to: '/evidence/obsah/clanky' });
    } catch (error) {
      // Said where the delete button is: the form's message is far above it.
      flashStore.add({ message: serverProblems(error).message ?? t('ui.error'), variant: 'danger', autoDismiss: false });
    }
  };

  const tabHasErrors = (candidate: ArticleTab) => TAB_FIELDS[candidate].some((field) => errors[field] !== undefined);
  const title = form.watch('title');
  const slug = form.watch('slug');
  const publicPath = `/aktuality/${slug.trim() === '' ? slugOf(title) : slug.trim()}`;
  const sending = formState.isSubmitting;

  return (
    <form ref={root} className="content-builder" noValidate aria-label={article ? article.title : t('contentAdmin.article.newTitle')} onSubmit={(event) => void submit(event)}>
      <nav className="tabs" aria-label={t('contentAdmin.article.tabs')}>
        {ARTICLE_TABS.map((candidate) => (
          <TabLink key={candidate} id={id} tab={candidate} current={candidate === tab} onTab={onTab}>
            {t(`contentAdmin.article.tab.${candidate}`)}
            {tabHasErrors(candidate) && (
              <span className="content-tab-error">
                <span aria-hidden="true"> !</span>
                <span className="visually-hidden"> {t('contentAdmin.article.tabHasErrors')}</span>
              </span>
            )}
          </TabLink>
        ))}
      </nav>
      <FormError message={formError} />

      <div className="card content-panel" hidden={tab !== 'zakladni'}>
        <FormRow label={t('contentAdmin.article.title')} error={errors.title?.message}>
          {(props) => <input {...props} type="text" data-field="title" {...register('title')} />}
        </FormRow>
        <FormRow label={t('contentAdmin.article.perex')} optional hint={t('contentAdmin.article.perexHint')} error={errors.perex?.message}>
          {(props) => <textarea {...props} rows={3} data-field="perex" {...register('perex')} />}
        </FormRow>
        <FormRow label={t('contentAdmin.article.author')} optional error={errors.author?.message}>
          {(props) => <input {...props} type="text" data-field="author" className="content-input-medium" {...register('author')} />}
        </FormRow>
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) => (
            <RichTextEditor label={t('contentAdmin.article.body')} field="body" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
          )}
        />
      </div>

      <div className="card content-panel" hidden={tab !== 'nastaveni'}>
        <Controller
          control={control}
          name="mainImage"
          render={({ field, fieldState }) => (
            <ImageField label={t('contentAdmin.article.mainImage')} field="mainImage" image={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <div className="field field-checkbox">
          <label>
            <input type="checkbox" data-field="active" aria-describedby="article-active-hint" {...register('active')} />
            {t('contentAdmin.article.active')}
          </label>
          <p className="hint" id="article-active-hint">
            {t('contentAdmin.article.activeHint')}
          </p>
          {errors.active?.message && <p className="field-error">{errors.active.message}</p>}
        </div>
        <FormRow label={t('contentAdmin.article.publishedAt')} optional hint={t('contentAdmin.article.publishedAtHint')} error={errors.publishedAt?.message}>
          {(props) => <input {...props} type="datetime-local" data-field="publishedAt" className="content-input-medium" {...register('publishedAt')} />}
        </FormRow>
        <Controller
          control={control}
          name="parentId"
          render={({ field, fieldState }) => <ParentSelect articleId={id} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        {article && article.children.length > 0 && (
          <div className="field">
            <p className="content-field-title">{t('contentAdmin.article.children')}</p>
            <ul className="content-children">
              {article.children.map((child) => (
                <li key={child.id}>
                  <Link to="/evidence/obsah/clanky/$id/$activeTab" params={{ id: String(child.id), activeTab: 'zakladni' }}>
                    {child.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <div className="card content-panel" hidden={tab !== 'seo'}>
        <FormRow label={t('contentAdmin.seo.slug')} optional hint={t('contentAdmin.seo.slugHint')} error={errors.slug?.message}>
          {(props) => <input {...props} type="text" data-field="slug" className="content-input-medium" {...register('slug')} />}
        </FormRow>
        <p className="content-url">{tf('contentAdmin.seo.url', { url: `${window.location.origin}${publicPath}` })}</p>
        <FormRow label={t('contentAdmin.seo.title')} optional hint={t('contentAdmin.seo.titleHint')} error={errors.seoTitle?.message}>
          {(props) => <input {...props} type="text" data-field="seoTitle" {...register('seoTitle')} />}
        </FormRow>
        <FormRow label={t('contentAdmin.seo.description')} optional hint={t('contentAdmin.seo.descriptionHint')} error={errors.seoDescription?.message}>
          {(props) => <textarea {...props} rows={3} data-field="seoDescription" {...register('seoDescription')} />}
        </FormRow>
        <FormRow label={t('contentAdmin.seo.ogTitle')} optional hint={t('contentAdmin.seo.ogTitleHint')} error={errors.ogTitle?.message}>
          {(props) => <input {...props} type="text" data-field="ogTitle" {...register('ogTitle')} />}
        </FormRow>
        <FormRow label={t('contentAdmin.seo.ogDescription')} optional hint={t('contentAdmin.seo.ogDescriptionHint')} error={errors.ogDescription?.message}>
          {(props) => <textarea {...props} rows={3} data-field="ogDescription" {...register('ogDescription')} />}
        </FormRow>
        <Controller
          control={control}
          name="ogImage"
          render={({ field, fieldState }) => (
            <ImageField label={t('contentAdmin.seo.ogImage')} field="ogImage" image={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </div>

      <div className="form-actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('contentAdmin.saving') : t('contentAdmin.save')}
        </button>
        <Link to="/evidence/obsah/clanky" className="button-secondary">
          {t('contentAdmin.article.back')}
        </Link>
        {article?.isPublic && (
          <a href={article.url} className="button-secondary" target="_blank" rel="noopener">
            {t('contentAdmin.showOnWeb')}
          </a>
        )}
        {article && (
          <button type="button" className="button-secondary content-delete" disabled={remove.isPending} onClick={() => void onDelete()}>
            {remove.isPending ? t('contentAdmin.deleting') : t('contentAdmin.delete')}
          </button>
        )}
      </div>
      {formState.isDirty && !sending && <p className="hint content-unsaved">{t('contentAdmin.unsaved')}</p>}
    </form>
  );
}

/** A tab: a link of the article's address; a button while the article is new (no address yet). */
function TabLink({ id, tab, current, onTab, children }: { id: number | null; tab: ArticleTab; current: boolean; onTab: (tab: ArticleTab) => void; children: ReactNode }) {
  if (id === null) {
    return (
      <button type="button" className="tab-button" aria-current={current ? 'page' : undefined} onClick={() => onTab(tab)}>
        {children}
      </button>
    );
  }
  return (
    <Link to="/evidence/obsah/clanky/$id/$activeTab" params={{ id: String(id), activeTab: tab }} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** The parent article: any of the library but the article itself (the server refuses one of
 * its descendants). Controlled, so that the saved parent shows once the options have come. */
function ParentSelect({ articleId, value, onChange, error }: { articleId: number | null; value: string; onChange: (value: string) => void; error: string | undefined }) {
  const parents = useParentArticles();
  const options = (parents.data ?? []).filter((candidate) => candidate.id !== articleId);
  return (
    <FormRow label={t('contentAdmin.article.parent')} optional hint={t('contentAdmin.article.parentHint')} error={error}>
      {(props) => (
        <select {...props} data-field="parentId" className="content-input-medium" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('contentAdmin.article.noParent')}</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.title}
            </option>
          ))}
        </select>
      )}
    </FormRow>
  );
}
