// The department grids: which kinds have a list, the word of each list's path and where an
// identity's lists are. Pure, so the overview, the grids and their tests share it.
import type { IdentityType, MemberRoleKind } from '../../gql/graphql';

/** The lists, in the order the pages offer them; instructors have no department. */
export const ROLE_LISTS = [
  { kind: 'COACH', word: 'treneri' },
  { kind: 'TECHNICAL_DELEGATE', word: 'technicti-delegati' },
  { kind: 'REFEREE', word: 'rozhodci' },
  { kind: 'INSTRUCTOR', word: 'cvicitele' },
] as const satisfies readonly { kind: MemberRoleKind; word: string }[];

export type ListKind = (typeof ROLE_LISTS)[number]['kind'];

/** Whether a kind has a list (athletes and health checks have none). */
export function isListKind(kind: MemberRoleKind): kind is ListKind {
  return ROLE_LISTS.some((list) => list.kind === kind);
}

/** Whether a kind's list is a department's (all but the instructors'). */
export function isDepartmentList(kind: ListKind): kind is Exclude<ListKind, 'INSTRUCTOR'> {
  return kind !== 'INSTRUCTOR';
}

/** The order of the kinds in the overview: the lists first, health checks, athletes never. */
const KIND_ORDER: readonly MemberRoleKind[] = ['COACH', 'TECHNICAL_DELEGATE', 'REFEREE', 'HEALTH_CHECK', 'INSTRUCTOR'];

/** The overview's lines grouped by department (by name; the instructors, without one, last),
 * each group's kinds in the lists' order. */
export function groupByDepartment<Line extends { department?: { id: number; name: string } | null | undefined; kind: MemberRoleKind }>(
  lines: readonly Line[],
): { department: { id: number; name: string } | undefined; lines: Line[] }[] {
  const groups = new Map<number | 'none', { department: { id: number; name: string } | undefined; lines: Line[] }>();
  for (const line of lines) {
    const key = line.department?.id ?? 'none';
    const group = groups.get(key) ?? { department: line.department ?? undefined, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  const order = (kind: MemberRoleKind) => {
    const index = KIND_ORDER.indexOf(kind);
    return index < 0 ? KIND_ORDER.length : index;
  };
  return [...groups.values()]
    .map((group) => ({ ...group, lines: [...group.lines].sort((a, b) => order(a.kind) - order(b.kind)) }))
    .sort((a, b) => {
      if (!a.department) return 1;
      if (!b.department) return -1;
      return a.department.name.localeCompare(b.department.name, 'cs');
    });
}

/** The departments whose lists an identity opens: a Section its own (named like the identity),
 * everybody else every department. */
export function listDepartments<Department extends { id: number; name: string }>(
  departments: readonly Department[],
  identity: { identityType: IdentityType; name?: string | null | undefined } | undefined,
): Department[] {
  if (identity?.identityType === 'SECTION') return departments.filter((department) => department.name === identity.name);
  return [...departments];
}

/** Whether the identity may download the lists' workbooks (Admin and Section; an Area only
 * sees the grid). */
export function downloadsWorkbooks(identityType: IdentityType | undefined): boolean {
  return identityType === 'ADMIN' || identityType === 'SECTION';
}
