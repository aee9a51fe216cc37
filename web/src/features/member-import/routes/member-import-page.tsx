// /evidence/clenove/import?id=…: a club's members from a file, in four steps: choose the club,
// the encoding and the file (uploaded with progress) → check the preview → the run, polled
// every second → the outcomes, with the skipped rows to download, fix and upload again. The
// import's id in the URL keeps the step across a refresh.
import '../texts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FileDropzone } from '../../../components/ui/file-dropzone';
import { useUpload } from '../../../components/ui/use-upload';
import { flashStore } from '../../../components/ui/flash-store';
import { ValueOptions } from '../../../components/ui/options';
import { Restricted } from '../../auth';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { clubChoice, useMemberClubs } from '../../members';
import { useConfirmMemberImport } from '../api/confirm-member-import';
import { useDiscardMemberImport } from '../api/discard-member-import';
import { useMemberImport } from '../api/member-import';
import { useUploadMemberImport } from '../api/upload-member-import';
import { ColumnMapping } from '../components/column-mapping';
import { EarlierImports } from '../components/earlier-imports';
import { ImportHelp } from '../components/import-help';
import { ImportProgress } from '../components/import-progress';
import { ImportRowsGrid } from '../components/import-rows-grid';
import { ImportSteps } from '../components/import-steps';
import { type MemberImportDetail, ImportSummary } from '../components/import-summary';
import { OutcomeCounts } from '../components/outcome-counts';
import { ENCODINGS, IMPORT_ACCEPT, MAX_IMPORT_BYTES, hasSkipped, parseEncoding, stepOf } from '../import-format';
import { memberKeys } from '../../members';

export function MemberImportPage({ id }: { id: number | undefined }) {
  usePageTitle(t('memberImport.title'));
  return (
    <section className="member-import">
      <Link to="/evidence/clenove" className="back-link">
        {t('memberImport.backToMembers')}
      </Link>
      <h1>{t('memberImport.title')}</h1>
      {id === undefined ? <FileStep /> : <ImportOfId key={id} id={id} />}
    </section>
  );
}

/** Step 1: the club, the encoding and the file. */
function FileStep() {
  const clubs = useMemberClubs();
  const upload = useUploadMemberImport();
  const navigate = useNavigate();
  const [clubId, setClubId] = useState('');
  const [encoding, setEncoding] = useState('');
  const sending = useUpload();
  const [clubProblem, setClubProblem] = useState<string>();
  if (clubs.isPending) return <p>{t('memberImport.loading')}</p>;
  if (clubs.isError) return <Alert variant="danger">{clubs.error.message}</Alert>;
  // An import always goes into a club: one club is chosen for whoever has only one.
  const { writable, onlyClub } = clubChoice(clubs.data, false);
  if (writable.length === 0) return <Alert variant="info">{t('memberImport.noClub')}</Alert>;
  const chosen = onlyClub?.id ?? (clubId === '' ? undefined : Number(clubId));

  const onFiles = ([file]: File[]) => {
    if (!file) return;
    if (chosen === undefined) {
      setClubProblem(t('memberImport.clubRequired'));
      return;
    }
    sending.start(
      (onProgress) => upload.mutateAsync({ clubId: chosen, encoding: parseEncoding(encoding), file, onProgress }),
      (id) => navigate({ to: '/evidence/clenove/import', search: { id } }),
    );
  };

  return (
    <>
      <ImportSteps current="file" />
      <div className="import-layout">
        <section className="card import-card" aria-labelledby="import-form-title">
          <h2 id="import-form-title">{t('memberImport.form.title')}</h2>
          <div className="field">
            <label htmlFor="import-club">{t('memberImport.club')}</label>
            <select
              id="import-club"
              value={chosen === undefined ? '' : String(chosen)}
              disabled={onlyClub !== undefined || sending.busy}
              aria-invalid={clubProblem ? true : undefined}
              aria-describedby={clubProblem ? 'import-club-error' : undefined}
              onChange={(event) => {
                setClubId(event.target.value);
                setClubProblem(undefined);
              }}
            >
              {onlyClub === undefined && <option value="">{t('memberImport.chooseClub')}</option>}
              {writable.map((club) => (
                <option key={club.id} value={club.id}>
                  {club.name} ({club.code})
                </option>
              ))}
            </select>
            {clubProblem && (
              <p className="field-error" id="import-club-error">
                {clubProblem}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="import-encoding">{t('memberImport.encoding')}</label>
            <select
              id="import-encoding"
              value={encoding}
              disabled={sending.busy}
              aria-describedby="import-encoding-hint"
              onChange={(event) => setEncoding(event.target.value)}
            >
              <option value="">{t('memberImport.encoding.auto')}</option>
              <ValueOptions values={ENCODINGS} label={(value) => t(`memberImport.encoding.${value}`)} />
            </select>
            <p className="hint" id="import-encoding-hint">
              {t('memberImport.encodingHint')}
            </p>
          </div>
          <FileDropzone
            label={t('memberImport.file')}
            accept={IMPORT_ACCEPT}
            maxBytes={MAX_IMPORT_BYTES}
            onFiles={onFiles}
            progress={sending.progress}
            error={sending.error}
          />
        </section>
        <ImportHelp />
      </div>
      {chosen !== undefined && <EarlierImports clubId={chosen} />}
    </>
  );
}

/** Steps 2–4 of an uploaded import, by its state. */
function ImportOfId({ id }: { id: number }) {
  const memberImport = useMemberImport(id);
  if (memberImport.isPending) return <p>{t('memberImport.loading')}</p>;
  if (memberImport.isError) {
    const code = memberImport.error instanceof GraphQLRequestError ? memberImport.error.code : undefined;
    if (code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
    return (
      <>
        <Alert variant={code === 'NOT_FOUND' ? 'info' : 'danger'}>{code === 'NOT_FOUND' ? t('memberImport.notFound') : memberImport.error.message}</Alert>
        <NewImportLink primary />
      </>
    );
  }
  const step = stepOf(memberImport.data.state);
  return (
    <>
      <ImportSteps current={step} />
      {step === 'preview' && <PreviewStep memberImport={memberImport.data} />}
      {step === 'running' && (
        <div className="import-layout">
          <ImportSummary memberImport={memberImport.data} />
          <ImportProgress memberImport={memberImport.data} />
        </div>
      )}
      {step === 'result' && <ResultStep memberImport={memberImport.data} />}
    </>
  );
}

function NewImportLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link to="/evidence/clenove/import" search={{ id: undefined }} className={primary ? 'button' : 'button-secondary'}>
      {t('memberImport.another')}
    </Link>
  );
}

/** Step 2: what the file holds and what would happen; start or throw away. */
function PreviewStep({ memberImport }: { memberImport: MemberImportDetail }) {
  const confirmImport = useConfirmMemberImport();
  const discard = useDiscardMemberImport();
  const navigate = useNavigate();
  const busy = confirmImport.isPending || discard.isPending;
  const fail = (error: unknown) =>
    flashStore.add({ message: error instanceof Error ? error.message : t('ui.error'), variant: 'danger', autoDismiss: false });
  return (
    <>
      <div className="import-layout">
        <ImportSummary memberImport={memberImport} />
        <OutcomeCounts counts={memberImport.counts} predicted />
      </div>
      <div className="card import-actions">
        <p>{tf('memberImport.startHint', { club: memberImport.clubName })}</p>
        <div className="actions">
          <button type="button" className="button" disabled={busy} onClick={() => void confirmImport.mutateAsync(memberImport.id).catch(fail)}>
            {confirmImport.isPending ? t('memberImport.starting') : t('memberImport.start')}
          </button>
          <button
            type="button"
            className="button-danger"
            disabled={busy}
            onClick={() =>
              void discard
                .mutateAsync(memberImport.id)
                .then(async () => {
                  flashStore.add({ message: t('memberImport.discarded') });
                  await navigate({ to: '/evidence/clenove/import', search: { id: undefined } });
                })
                .catch(fail)
            }
          >
            {t('memberImport.discard')}
          </button>
        </div>
      </div>
      <ColumnMapping columns={memberImport.columns} />
      <ImportRowsGrid importId={memberImport.id} state={memberImport.state} counts={memberImport.counts} />
    </>
  );
}

/** Step 4: the outcomes of the run, the skipped rows to fix, the next file. */
function ResultStep({ memberImport }: { memberImport: MemberImportDetail }) {
  const client = useQueryClient();
  useEffect(() => {
    // The club has new members: the lists must ask again.
    void client.invalidateQueries({ queryKey: memberKeys.all });
  }, [client]);
  return (
    <>
      {memberImport.state === 'FAILED' && (
        <Alert variant="danger">{tf('memberImport.failed', { error: memberImport.error ?? t('ui.error') })}</Alert>
      )}
      <div className="import-layout">
        <ImportSummary memberImport={memberImport} />
        <OutcomeCounts counts={memberImport.counts} predicted={false} />
      </div>
      <div className="card import-actions">
        {hasSkipped(memberImport.counts) && <p>{t('memberImport.skippedHint')}</p>}
        <div className="actions">
          {hasSkipped(memberImport.counts) && (
            <a className="button" href={memberImport.skippedRowsUrl} download>
              {t('memberImport.skippedCsv')}
            </a>
          )}
          <NewImportLink primary={!hasSkipped(memberImport.counts)} />
          <Link to="/evidence/clenove" className="button-secondary">
            {t('memberImport.toMembers')}
          </Link>
        </div>
      </div>
      <ImportRowsGrid importId={memberImport.id} state={memberImport.state} counts={memberImport.counts} />
    </>
  );
}
