// The sections of a builder page, in the order the editor put them: HERO (a big title and a
// subtitle band), FEATURES (a grid of pictures with names), PEOPLE (a grid of persons) and
// RICH_TEXT (the server's sanitised HTML).
import type { ReactNode } from 'react';
import type { PageSectionKind } from '../../../gql/graphql';
import { initials, phoneHref, startsWithHero } from '../content-format';
import { ContentImage, type ContentImageData } from './content-image';
import { RichHtml } from './rich-html';

/** The fields of a section the page shows. */
export interface PageSectionData {
  kind: PageSectionKind;
  title?: string | null;
  subtitle?: string | null;
  html?: string | null;
  features: readonly { name: string; image?: ContentImageData | null }[];
  people: readonly { name: string; description?: string | null; text?: string | null; phone?: string | null; image?: ContentImageData | null }[];
}

const FEATURE_IMAGE_SIZES = '(max-width: 36em) 50vw, 16rem';
const PERSON_IMAGE_SIZES = '8rem';

/** The page title as the `h1` when no HERO starts the page, then every section. */
export function PageSections({ title, sections }: { title: string; sections: readonly PageSectionData[] }) {
  const heroFirst = startsWithHero(sections);
  return (
    <>
      {!heroFirst && <h1 className="page-title">{title}</h1>}
      {sections.map((section, index) => (
        <PageSection key={index} section={section} pageTitle={title} isTitle={heroFirst && index === 0} />
      ))}
    </>
  );
}

interface PageSectionProps {
  section: PageSectionData;
  pageTitle: string;
  /** The HERO that carries the page's `h1`. */
  isTitle: boolean;
}

function PageSection({ section, pageTitle, isTitle }: PageSectionProps): ReactNode {
  switch (section.kind) {
    case 'HERO': {
      const Heading = isTitle ? 'h1' : 'h2';
      const title = section.title || (isTitle ? pageTitle : '');
      return (
        <section className="page-hero">
          {title && <Heading className="page-hero-title">{title}</Heading>}
          {section.subtitle && <p className="page-hero-subtitle">{section.subtitle}</p>}
        </section>
      );
    }
    case 'FEATURES':
      return (
        <section className="page-features">
          {section.title && <h2>{section.title}</h2>}
          {section.subtitle && <p className="page-section-subtitle">{section.subtitle}</p>}
          <ul className="feature-grid">
            {section.features.map((feature, index) => (
              <li key={index} className="feature">
                {feature.image && <ContentImage image={feature.image} className="feature-image" sizes={FEATURE_IMAGE_SIZES} />}
                <h3 className="feature-name">{feature.name}</h3>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'PEOPLE':
      return (
        <section className="page-people">
          <ul className="people-grid">
            {section.people.map((person, index) => (
              <li key={index} className="person">
                {person.image ? (
                  <ContentImage image={person.image} className="person-image" sizes={PERSON_IMAGE_SIZES} />
                ) : (
                  <div className="person-image person-initials" aria-hidden="true">
                    {initials(person.name)}
                  </div>
                )}
                <h3 className="person-name">{person.name}</h3>
                {person.description && <p className="person-description">{person.description}</p>}
                {person.text && <p className="person-text">{person.text}</p>}
                {person.phone && <PersonPhone phone={person.phone} />}
              </li>
            ))}
          </ul>
        </section>
      );
    case 'RICH_TEXT':
      return section.html ? (
        <section className="page-rich-text">
          <RichHtml html={section.html} />
        </section>
      ) : null;
    default:
      return null;
  }
}

/** `p.person-phone`: the number as a `tel:` link (plain text when it holds no digits). */
function PersonPhone({ phone }: { phone: string }) {
  const href = phoneHref(phone);
  return (
    <p className="person-phone">
      {href ? (
<a href={href}>{phone}</a>
      ) : (
        phone
      )}
    </p>
  );
}
