import { useNavigate } from '@tanstack/react-router';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCodebookItem, useDeleteCodebookItem, useSaveCodebookItem } from '../api/codebook-queries';
import { type FormValues, emptyValues, rowToValues, valuesToInput } from '../codebook';
import type { CodebookPage } from '../codebook-paths';
import { type CodebookDefinition, itemLabel } from '../codebooks';
import { CodebookForm } from '../components/codebook-form';
import { CodebookLink, codebookLinkOptions } from './codebook-link';
import type { CodebookSearch } from './codebook-list-page';

/** Where the user goes after saving or deleting: the detail page where there is one, else the list. */
function useGoBack(codebook: CodebookDefinition) {
  const navigate = useNavigate();
  return (page: CodebookPage, search: CodebookSearch = {}) =>
    void navigate(codebookLinkOptions(page, codebook.filters ? search : {}));
}

/** `novy`/`nova`: a new item. Filters of the list (sport centers) come fixed from the URL. */
export function CodebookCreatePage({ codebook, search }: { codebook: CodebookDefinition; search: CodebookSearch }) {
  const save = useSaveCodebookItem(codebook.api);
  const goBack = useGoBack(codebook);
  const fixed = codebook.createNeedsFilters ? (codebook.filters ?? []) : [];
  usePageTitle(codebook.newTitle);
  const onSubmit = async (values: FormValues) => {
    const row = await save.mutateAsync({ id: undefined, input: valuesToInput(codebook.fields, values) });
    flashStore.add({ message: t('codebooks.flash.saved') });
    goBack(codebook.hasDetail ? { kind: 'detail', codebook, id: row.id } : { kind: 'list', codebook }, search);
  };
  return (
    <section className="form-page">
      <CodebookLink page={{ kind: 'list', codebook }} search={codebook.filters ? search : {}} className="back-link">
        ← {codebook.title}
      </CodebookLink>
      <h1>{codebook.newTitle}</h1>
      <CodebookForm
        fields={codebook.fields}
        defaultValues={emptyValues(codebook.fields, search)}
        readOnlyFields={fixed}
        submitLabel={t('codebooks.form.save')}
        onSubmit={onSubmit}
      />
    </section>
  );
}

/** The edit page of an item, with deleting. */
export function CodebookEditPage({ codebook, id }: { codebook: CodebookDefinition; id: number }) {
  const item = useCodebookItem(codebook.api, id);
  const save = useSaveCodebookItem(codebook.api);
  const remove = useDeleteCodebookItem(codebook.api);
  const goBack = useGoBack(codebook);
  const label = item.data ? itemLabel(codebook, item.data) : undefined;
  usePageTitle(label !== undefined ? `${codebook.editTitle}: ${label}` : codebook.editTitle);
  if (item.isPending) return <p>{t('codebooks.form.loading')}</p>;
  if (item.error instanceof GraphQLRequestError && item.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (item.isError) return <Alert variant="danger">{item.error.message}</Alert>;

  const onSubmit = async (values: FormValues) => {
    await save.mutateAsync({ id, input: valuesToInput(codebook.fields, values) });
    flashStore.add({ message: t('codebooks.flash.changesSaved') });
    goBack(codebook.hasDetail ? { kind: 'detail', codebook, id } : { kind: 'list', codebook });
  };
  const onDelete = async () => {
    const accepted = await confirm({
      title: t('codebooks.delete.title'),
      message: `${codebook.deleteQuestion} ${label}`,
      acceptLabel: t('codebooks.form.delete'),
      variant: 'danger',
    });
    if (!accepted) return;
    try {
      await remove.mutateAsync(id);
      flashStore.add({ message: t('codebooks.flash.deleted') });
      goBack({ kind: 'list', codebook });
    } catch (error) {
      flashStore.add({ message: error instanceof Error ? error.message : t('codebooks.form.error'), variant: 'danger', autoDismiss: false });
    }
  };
  return (
    <section className="form-page">
      <CodebookLink page={{ kind: 'list', codebook }} className="back-link">
        ← {codebook.title}
      </CodebookLink>
      <div className="page-heading">
        <h1>
          {codebook.editTitle}: {label}
        </h1>
        <button type="button" className="button-danger" onClick={() => void onDelete()} disabled={remove.isPending}>
          {t('codebooks.form.delete')}
        </button>
      </div>
      <CodebookForm
        key={`${codebook.slug}-${id}`}
        fields={codebook.fields}
        defaultValues={rowToValues(codebook.fields, item.data)}
        submitLabel={t('codebooks.form.saveChanges')}
        onSubmit={onSubmit}
      />
    </section>
  );
}
