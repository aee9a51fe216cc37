// /evidence/clenove/{id}/tisk?generate_pdf=…: the printable member record. With generate_pdf
// true the server's PDF (DejaVu fonts, every Czech character) is shown and offered for download.
import { Link, useNavigate } from '@tanstack/react-router';
import { memberPdfUrl } from '../api/member';
import { ClubHistory, MemberInfoCard, fullName, useMemberOrError } from './member-pages';

export function MemberPrintPage({ id, generatePdf }: { id: number; generatePdf: boolean }) {
  const { member, failure } = useMemberOrError(id);
  const navigate = useNavigate();
  if (failure || !member) return failure;
  const pdf = memberPdfUrl(id);
  return (
    <section className="print-page">
      <div className="page-heading no-print">
        <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(id), activeTab: 'informace-o-clenovi' }} className="back-link">
          ← {fullName(member)}
        </Link>
        <div className="actions">
          <button type="button" className="button-secondary" onClick={() => window.print()}>
            Vytisknout
          </button>
          {generatePdf ? (
            <a className="button" href={pdf} download>
              Stáhnout PDF
            </a>
          ) : (
            <button
              type="button"
              className="button"
              onClick={() => void navigate({ to: '/evidence/clenove/$id/tisk', params: { id: String(id) }, search: { generate_pdf: true } })}
            >
              Vytvořit PDF
            </button>
          )}
        </div>
      </div>
      <h1>Evidenční list člena</h1>
      {generatePdf ? (
        <iframe className="pdf-frame" src={pdf} title={`PDF: evidenční list člena ${fullName(member)}`} />
      ) : (
        <>
          <h2>{fullName(member)}</h2>
          <MemberInfoCard member={member} />
          <h2>Klubová historie</h2>
          <ClubHistory memberId={id} />
        </>
      )}
    </section>
  );
}
