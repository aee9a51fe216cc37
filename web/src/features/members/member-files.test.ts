import { describe, expect, it } from 'vitest';
import { graphql } from '../../gql';
import { uploadBody } from '../../lib/graphql-client';
import { photoProblem } from './components/member-media-tab';
import { cardValidity } from './routes/member-card-page';

const UploadDocument = graphql(`
  mutation UploadMemberPhoto($memberId: Int!, $file: Upload!) {
    uploadMemberPhoto(memberId: $memberId, file: $file) { id hasPhoto }
  }
`);

describe('member files', () => {
  it('builds a GraphQL multipart request with the file mapped to its variable', async () => {
    const form = uploadBody(UploadDocument, { memberId: 7, file: null }, 'file', new Blob(['x'], { type: 'image/png' }), 'já.png');
    const operations = JSON.parse(form.get('operations') as string) as { variables: Record<string, unknown>; operationName: string };
    expect(operations.operationName).toBe('UploadMemberPhoto');
    expect(operations.variables).toEqual({ memberId: 7, file: null });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.file'] });
    const file = form.get('0') as File;
    expect(file.name).toBe('já.png');
    expect(await file.text()).toBe('x');
  });

  it('refuses photos of other types or over 2 MB before sending them', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 1000 })).toBeUndefined();
    expect(photoProblem({ type: 'image/svg+xml', size: 1000 })).toBe('Fotografie musí být ve formátu JPEG, PNG nebo WebP.');
    expect(photoProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('Fotografie může mít nejvýše 2 MB.');
  });

  it('makes the card valid only in a club with the fee of the season paid', () => {
    const season = { name: 'Evidenční sezóna 2026', validTo: '2026-12-31' };
    expect(cardValidity({ inClub: true, season, paid: true })).toBe('Evidenční sezóna 2026 (do 31. 12. 2026)');
    expect(cardValidity({ inClub: true, season, paid: false })).toBe('neplatná – příspěvek na Evidenční sezóna 2026 není zaplacen');
    expect(cardValidity({ inClub: false, season, paid: true })).toBe('neplatná – člen není v klubu');
    expect(cardValidity({ inClub: true, season: undefined, paid: false })).toBe('neplatná – není evidenční sezóna');
  });
});
