// The tabs of spec §2's tabbed pages: a tab segment must be one of these (else the 404 page).
// The route map (src/app/route-map.ts) and the features' route trees read them from here.

export const MEMBER_TABS = ['informace-o-clenovi', 'role-v-usecich', 'statistiky', 'klubova-historie', 'vysledky', 'media'] as const;
export const CLUB_TABS = ['informace-o-klubu', 'clenove-klubu', 'statistiky', 'zadosti'] as const;
export const EVENT_TABS = ['vysledky', 'informace', 'prihlaseni-zavodnici'] as const;
export const PUBLIC_MEMBER_TABS = ['informace', 'vysledky', 'media'] as const;
export const RESULT_RACE_TABS = ['vysledky', 'informace-o-zavode'] as const;
export const WORK_RACE_TABS = ['vysledkova-listina', 'informace-o-zavode'] as const;
export const PUBLIC_CLUB_TABS = ['clenove-klubu', 'kontaktni-osoby'] as const;

/** Member tabs that are built: every tab of spec §2 (vysledky came with results). */
export const MEMBER_TABS_BUILT = MEMBER_TABS;
/** Public member tabs that are built: every tab of spec §2. */
export const PUBLIC_MEMBER_TABS_BUILT = PUBLIC_MEMBER_TABS;
