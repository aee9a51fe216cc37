import { describe, expect, it } from 'vitest';
import { searchHits } from './global-search';

describe('searchHits', () => {
  it('lists members, clubs and events in that order, each with where it leads', () => {
    const hits = searchHits({
      members: [{ id: 7, registrationNumber: 100123, firstName: 'Jan', lastName: 'Novák', birthYear: 1992, clubName: 'LBSK' }],
      moreMembers: true,
      clubs: [{ id: 3, code: 'LBSK', name: 'Ski klub Liberec', regionName: 'Liberecký kraj' }],
      moreClubs: false,
      events: [{ id: 9, name: 'Jizerská padesátka', place: 'Bedřichov', dateFrom: '2027-02-13', dateTo: '2027-02-14' }],
      moreEvents: false,
    });
    expect(hits.map((hit) => [hit.group, hit.title, hit.detail])).toEqual([
      ['members', 'Novák Jan', '1992, 100123, LBSK'],
      ['clubs', 'Ski klub Liberec', 'LBSK, Liberecký kraj'],
      ['events', 'Jizerská padesátka', '13.–14. 2. 2027, Bedřichov'],
    ]);
    expect(hits[0]?.go).toEqual({ to: '/evidence/clenove/$id/$activeTab', params: { id: '7', activeTab: 'informace-o-clenovi' } });
    expect(hits[1]?.go).toEqual({ to: '/evidence/kluby/$clubId/$activeTab', params: { clubId: '3', activeTab: 'informace-o-klubu' } });
    expect(hits[2]?.go).toEqual({ to: '/evidence/zavody/$id/$activeTab', params: { id: '9', activeTab: 'informace' } });
  });

  it('writes a member without a club without its name', () => {
    const [hit] = searchHits({
      members: [{ id: 1, registrationNumber: 5, firstName: 'Bez', lastName: 'Klubu', birthYear: 1999, clubName: null }],
      moreMembers: false,
      clubs: [],
      moreClubs: false,
      events: [],
      moreEvents: false,
    });
    expect(hit?.detail).toBe('1999, 5');
  });
});
