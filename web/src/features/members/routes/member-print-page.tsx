// /evidence/clenove/{id}/tisk?generate_pdf=…: the printable member record. With generate_pdf
// true the server's PDF (DejaVu fonts, every Czech character) is shown and offered for download.
import { Link, useNavigate } from '@tanstack/react-router';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { memberPdfUrl } from '../api/member';
import { ClubHistory, MemberInfoCard, fullName, useMemberOrError } from './member-pages';

export function MemberPrintPage({ id, generatePdf }: { id: number; generatePdf: boolean }) {
  const { member, failure } = useMemberOrError(id);
  const navigate = useNavigate();
  usePageTitle(member ? tf('members.print.pageTitle', { name: fullName(member) }) : undefined);
  if (failure || !member) return failure;
  const pdf = memberPdfUrl(id);
  return (
    <section className="print-page">
      <div className="page-heading no-print">
        <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(id), activeTab: 'informace-o-clenovi' }} className="back-link">
          {tf('members.backTo', { name: fullName(member) })}
        </Link>
        <div className="actions">
          <button type="button" className="button-secondary" onClick={() => window.print()}>
            {t('members.print.print')}
          </button>
          {generatePdf ? (
            <a className="button" href={pdf} download>
              {t('members.print.download')}
            </a>
          ) : (
            <button
              type="button"
              className="button"
              onClick={() => void navigate({ to: '/evidence/clenove/$id/tisk', params: { id: String(id) }, search: { generate_pdf: true } })}
            >
              {t('members.print.create')}
            </button>
          )}
        </div>
      </div>
      <h1>{t('members.print.heading')}</h1>
      {generatePdf ? (
        <iframe className="pdf-frame" src={pdf} title={tf('members.print.frame', { name: fullName(member) })} />
      ) : (
        <>
          <h2>{fullName(member)}</h2>
          <MemberInfoCard member={member} />
          <h2>{t('members.tab.history')}</h2>
          <ClubHistory memberId={id} />
        </>
      )}
    </section>
  );
}
