// The paths the app serves, as patterns for the api: it answers a path that matches none of
// them with the app's Czech 404 page and HTTP status 404 (spec §5), so search engines, link
// checkers and scripts see an unknown address as one. `public/routes.json` holds them; a unit
// test keeps it equal to what the router serves.
//
// Pattern syntax: `/`-separated segments; `{id}` is an integer, `{text}` any one segment,
// `{a|b}` one of the values, and a last segment ending in `?` may be left out.
import { CODEBOOKS } from '../features/codebooks/codebooks';
import { MEMBER_TABS_BUILT, PUBLIC_MEMBER_TABS_BUILT, ROUTES, type RouteName, type RouteSpec } from './route-map';

/** Where the router narrows a tab of the route map to the tabs that are built. */
const BUILT_TABS: Partial<Record<RouteName, readonly string[]>> = {
  member: MEMBER_TABS_BUILT,
  publicMember: PUBLIC_MEMBER_TABS_BUILT,
};

/** The router's one route for every codebook page (features/codebooks/codebook-paths.ts). */
const CODEBOOK_SPLAT = '/evidence/ciselniky/$';

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function routePattern(name: RouteName): string {
  const spec: RouteSpec = ROUTES[name];
  return spec.path
    .split('/')
    .map((segment) => {
      const optional = /^\{-\$(\w+)\}$/.exec(segment);
      const param = optional?.[1] ?? /^\$(\w+)$/.exec(segment)?.[1];
      if (param === undefined) return segment;
      const rule = spec.params?.[param];
      if (rule === undefined) throw new Error(`${spec.path}: no rule for ${param}`);
      const values = rule.kind === 'tab' ? (BUILT_TABS[name] ?? rule.values) : [];
      const text = rule.kind === 'id' ? '{id}' : rule.kind === 'text' ? '{text}' : `{${values.join('|')}}`;
      return optional ? `${text}?` : text;
    })
    .join('/');
}

function codebookPatterns(): string[] {
  const base = '/evidence/ciselniky';
  const patterns = [base, `${base}/kraje`];
  for (const codebook of CODEBOOKS) {
    const list = `${base}/${codebook.slug}`;
    patterns.push(list, `${list}/${codebook.createSegment}`, `${list}/{id}${codebook.editSuffix}`);
    if (codebook.hasDetail) patterns.push(`${list}/{id}`);
  }
  return patterns;
}

/** The patterns of the paths the router serves (`router.routesByPath`'s keys), sorted. Throws
 * when the router serves a path the route map does not describe. */
export function servedRoutePatterns(routerPaths: readonly string[]): string[] {
  const byPath = new Map<string, RouteName>(Object.entries(ROUTES).map(([name, spec]) => [spec.path, name as RouteName]));
  const patterns = new Set<string>();
  for (const path of new Set(routerPaths.map(normalise))) {
    if (path === '') continue;
    if (path === CODEBOOK_SPLAT) {
      codebookPatterns().forEach((pattern) => patterns.add(pattern));
      continue;
    }
    const name = byPath.get(path);
    if (name === undefined) throw new Error(`The router serves ${path}, which the route map does not describe`);
    patterns.add(routePattern(name));
  }
  return [...patterns].sort();
}
