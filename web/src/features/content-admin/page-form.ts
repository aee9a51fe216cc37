// The page builder's values, pure so that they are tested apart: the page's fields and its
// sections in order (each with a key of its own that stays through moves, for React and the
// drag and drop), moves by drag and drop or by the "Posunout" buttons, what a new section of
// each kind starts as, and the input `createContentPage`/`updateContentPage` take (the whole
// page, sections in order, the fields a kind does not have left out).
import type { ContentPageInput, PageSectionInput, PageSectionKind } from '../../gql/graphql';
import { messages } from '../../lib/validation';
import type { ContentImageData } from './api/content-image';

export const SECTION_KINDS = ['HERO', 'FEATURES', 'PEOPLE', 'RICH_TEXT'] as const satisfies readonly PageSectionKind[];

export interface FeatureValues {
  key: string;
  name: string;
  image: ContentImageData | null;
}

export interface PersonValues {
  key: string;
  name: string;
  image: ContentImageData | null;
  description: string;
  text: string;
  phone: string;
}

export interface SectionValues {
  key: string;
  kind: PageSectionKind;
  title: string;
  subtitle: string;
  text: string;
  features: FeatureValues[];
  people: PersonValues[];
}

export interface PageValues {
  title: string;
  slug: string;
  active: boolean;
  seoTitle: string;
  seoDescription: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: ContentImageData | null;
  sections: SectionValues[];
}

/** A page as the server sends it (the fields the builder reads). */
export interface PageData {
  title: string;
  slug: string;
  active: boolean;
  seoTitle?: string | null | undefined;
  seoDescription?: string | null | undefined;
  ogTitle?: string | null | undefined;
  ogDescription?: string | null | undefined;
  ogImage?: ContentImageData | null | undefined;
  sections: readonly {
    kind: PageSectionKind;
    title?: string | null | undefined;
    subtitle?: string | null | undefined;
    text?: string | null | undefined;
    features: readonly { name: string; image?: ContentImageData | null | undefined }[];
    people: readonly {
      name: string;
      image?: ContentImageData | null | undefined;
      description?: string | null | undefined;
      text?: string | null | undefined;
      phone?: string | null | undefined;
    }[];
  }[];
}

let lastKey = 0;

/** A key no other section, feature or person of this visit has. */
export function newKey(): string {
  lastKey += 1;
  return `k${lastKey}`;
}

export function emptyFeature(): FeatureValues {
  return { key: newKey(), name: '', image: null };
}

export function emptyPerson(): PersonValues {
  return { key: newKey(), name: '', image: null, description: '', text: '', phone: '' };
}

/** A new section of a kind: a feature or a person section starts with one empty item. */
export function emptySection(kind: PageSectionKind): SectionValues {
  return {
    key: newKey(),
    kind,
    title: '',
    subtitle: '',
    text: '',
    features: kind === 'FEATURES' ? [emptyFeature()] : [],
    people: kind === 'PEOPLE' ? [emptyPerson()] : [],
  };
}

/** A new page: active, without sections. */
export function newPage(): PageValues {
  return { title: '', slug: '', active: true, seoTitle: '', seoDescription: '', ogTitle: '', ogDescription: '', ogImage: null, sections: [] };
}

/** The builder's values of a saved page. */
export function pageValues(page: PageData): PageValues {
  return {
    title: page.title,
    slug: page.slug,
    active: page.active,
    seoTitle: page.seoTitle ?? '',
    seoDescription: page.seoDescription ?? '',
    ogTitle: page.ogTitle ?? '',
    ogDescription: page.ogDescription ?? '',
    ogImage: page.ogImage ?? null,
    sections: page.sections.map((section) => ({
      key: newKey(),
      kind: section.kind,
      title: section.title ?? '',
      subtitle: section.subtitle ?? '',
      text: section.text ?? '',
      features: section.features.map((feature) => ({ key: newKey(), name: feature.name, image: feature.image ?? null })),
      people: section.people.map((person) => ({
        key: newKey(),
        name: person.name,
        image: person.image ?? null,
        description: person.description ?? '',
        text: person.text ?? '',
        phone: person.phone ?? '',
      })),
    })),
  };
}

/** A list with the item at `from` moved to `to` (both clamped to the list); the same list when
 * nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  const target = Math.max(0, Math.min(last, to));
  if (from < 0 || from > last || from === target) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(target, 0, item as T);
  return moved;
}

/** A list without the item at `index`. */
export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, position) => position !== index);
}

/** A text field as the input sends it: trimmed, empty is none. */
function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** A section as the input sends it: only the fields of its kind. */
export function sectionInput(section: SectionValues): PageSectionInput {
  switch (section.kind) {
    case 'HERO':
      return { kind: 'HERO', title: optional(section.title), subtitle: optional(section.subtitle) };
    case 'FEATURES':
      return {
        kind: 'FEATURES',
        title: optional(section.title),
        subtitle: optional(section.subtitle),
        features: section.features.map((feature) => ({ name: feature.name.trim(), imageId: feature.image?.id ?? null })),
      };
    case 'PEOPLE':
      return {
        kind: 'PEOPLE',
        people: section.people.map((person) => ({
          name: person.name.trim(),
          imageId: person.image?.id ?? null,
          description: optional(person.description),
          text: optional(person.text),
          phone: optional(person.phone),
        })),
      };
    case 'RICH_TEXT':
      return { kind: 'RICH_TEXT', text: section.text };
  }
}

/** The whole page as `createContentPage`/`updateContentPage` take it. */
export function pageInput(values: PageValues): ContentPageInput {
  return {
    title: values.title.trim(),
    slug: optional(values.slug),
    active: values.active,
    seoTitle: optional(values.seoTitle),
    seoDescription: optional(values.seoDescription),
    ogTitle: optional(values.ogTitle),
    ogDescription: optional(values.ogDescription),
    ogImageId: values.ogImage?.id ?? null,
    sections: values.sections.map(sectionInput),
  };
}

/** The builder's own checks before it sends (the server checks again): the page's title, a
 * hero's and a feature section's title, a rich text's text, each feature's and person's name. Problems by the field names the server uses
 * (`sections.2.features.0.name`). */
export function pageProblems(values: PageValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.title.trim() === '') problems.title = messages.required;
  values.sections.forEach((section, index) => {
    if ((section.kind === 'HERO' || section.kind === 'FEATURES') && section.title.trim() === '') problems[`sections.${index}.title`] = messages.required;
    if (section.kind === 'RICH_TEXT' && section.text.trim() === '') problems[`sections.${index}.text`] = messages.required;
    if (section.kind === 'FEATURES') {
      section.features.forEach((feature, position) => {
        if (feature.name.trim() === '') problems[`sections.${index}.features.${position}.name`] = messages.required;
      });
    }
    if (section.kind === 'PEOPLE') {
      section.people.forEach((person, position) => {
        if (person.name.trim() === '') problems[`sections.${index}.people.${position}.name`] = messages.required;
      });
    }
  });
  return problems;
}

/** Whether the page builder shows a field of the server's refusal at its place (else the
 * message goes above the form). */
export function isPageField(field: string): boolean {
  return /^(title|slug|seoTitle|seoDescription|ogTitle|ogDescription|ogImageId|sections|sections\.\d+\.(title|subtitle|text|features|people)|sections\.\d+\.features\.\d+\.(name|imageId)|sections\.\d+\.people\.\d+\.(name|imageId|description|text|phone))$/.test(
    field,
  );
}

/** The problems left when a section's place changes: those of the page itself (the sections'
 * are numbered by their old places). */
export function pageLevelProblems(problems: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).filter(([field]) => !field.startsWith('sections')));
}
