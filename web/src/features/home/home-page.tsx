// The public home page `/`: the welcome with the login button (or who is signed in), then the
// latest news, the nearest events of the calendar and the latest published results.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert';
import { richText } from '../../components/ui/rich-text';
import { t, tf } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { useMe } from '../auth';
import { ArticleCard } from '../content';
import { CalendarEventItem } from '../racing-events';
import { usePublicHome } from './api/public-home';

export function HomePage() {
  usePageTitle(t('app.title'));
  const home = usePublicHome();
  const data = home.data;
  // The first picture is seen at once: it alone is not lazy.
  const firstPicture = data?.articles.items.find((article) => article.mainImage)?.id;
  return (
    <div className="home-page">
      <Welcome />
      {home.isPending && <p>{t('home.loading')}</p>}
      {home.isError && <Alert variant="danger">{t('home.error')}</Alert>}
      {data && (
        <>
          <HomeSection name="news" title={t('home.news')} more={<Link to="/aktuality">{t('home.allNews')}</Link>}>
            {data.articles.items.length === 0 ? (
              <p className="home-empty">{t('home.noNews')}</p>
            ) : (
              <ul className="article-list">
                {data.articles.items.map((article) => (
                  <ArticleCard key={article.id} article={article} heading="h3" first={article.id === firstPicture} />
                ))}
              </ul>
            )}
          </HomeSection>
          <div className="home-columns">
            <HomeSection
              name="upcoming"
              title={t('home.upcoming')}
              more={
                <Link to="/kalendar-a-vysledky" search={{}}>
                  {t('home.allUpcoming')}
                </Link>
              }
            >
              {data.upcoming.nodes.length === 0 ? (
                <p className="home-empty">{t('home.noUpcoming')}</p>
              ) : (
                <ul className="calendar-list">
                  {data.upcoming.nodes.map((event) => (
                    <CalendarEventItem key={event.id} event={event} />
                  ))}
                </ul>
              )}
            </HomeSection>
            <HomeSection
              name="results"
              title={t('home.results')}
              more={
                <Link to="/kalendar-a-vysledky" search={{ view: 'vysledky' }}>
                  {t('home.allResults')}
                </Link>
              }
            >
              {data.results.nodes.length === 0 ? (
                <p className="home-empty">{t('home.noResults')}</p>
              ) : (
                <ul className="calendar-list">
                  {data.results.nodes.map((event) => (
                    <CalendarEventItem key={event.id} event={event} results />
                  ))}
                </ul>
              )}
            </HomeSection>
          </div>
        </>
      )}
    </div>
  );
}

/** `section.hero`: what the site is, and the login button or who is signed in. */
function Welcome() {
  const me = useMe();
  const identity = me.data?.activeIdentity;
  return (
    <section className="hero">
      <h1>{t('home.title')}</h1>
      <p>{t('home.text')}</p>
      {me.data?.account && identity ? (
        <p className="hint">
          {richText(t('home.signedInAs'), {
            email: <strong>{me.data.account.email}</strong>,
            identity: identity.name ? tf('home.identity', { name: identity.name }) : '',
          })}
        </p>
      ) : (
        <p>
          <Link to="/prihlaseni" search={{ redirect: undefined }} className="button">
            {t('login.submit')}
          </Link>
        </p>
      )}
    </section>
  );
}

interface HomeSectionProps {
  name: 'news' | 'upcoming' | 'results';
  title: string;
  /** The link to the whole list. */
  more: ReactNode;
  children: ReactNode;
}

/** `section.home-section.home-{name}`: a heading with the link to the whole list beside it. */
function HomeSection({ name, title, more, children }: HomeSectionProps) {
  const id = `home-${name}`;
  return (
    <section className={`home-section ${id}`} aria-labelledby={`${id}-title`}>
      <div className="home-section-heading">
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="home-section-more">{more}</p>
      </div>
      {children}
    </section>
  );
}
