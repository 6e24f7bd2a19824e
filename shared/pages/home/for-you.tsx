import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../routing/link.tsx';
import { homeContent } from '#content/home/home.ts';
import { recommendations } from '#content/home/recommendations.ts';
import { Icon } from '../../components/icon.tsx';
import { usePersonalization } from '../../personalization/personalization-provider.tsx';
import {
  RECENTLY_VIEWED_SHOWN,
  visibleRecentlyViewed,
} from '../../personalization/recently-viewed.ts';
import { recommend } from './personalized-home.ts';

const copy = homeContent.personal;

/**
 * The visitor's recent pages (first 5 or all) and three suggestions for them: the content of
 * the "for you" section (RecentAndRecommended), in its own chunk.
 */
export function ForYou() {
  const { preferences } = usePersonalization();
  const { pathname } = useLocation();
  const [showAll, setShowAll] = useState(false);
  // The page being read is not "recent" for itself.
  const recent = preferences.recentlyViewed.filter((item) => item.path !== pathname);
  const shown = visibleRecentlyViewed(recent, showAll);
  const suggested = recommend(recommendations, preferences);

  return (
    <div className="home-personal__layout">
      <div className="card home-personal__recent">
        <h3 className="card__title">{copy.recentTitle}</h3>
        {shown.length === 0 ? (
          <p className="card__text">{copy.recentEmpty}</p>
        ) : (
          <ol className="home-personal__list" id="home-recent-list">
            {shown.map((item) => (
              <li key={item.path}>
                <Link to={item.path}>
                  <Icon name="clock" size={16} />
                  {item.title}
                </Link>
              </li>
            ))}
          </ol>
        )}
        {recent.length > RECENTLY_VIEWED_SHOWN ? (
          <button
            type="button"
            className="button button--ghost button--small home-personal__toggle"
            aria-expanded={showAll}
            aria-controls="home-recent-list"
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? `Show first ${RECENTLY_VIEWED_SHOWN}` : `Show all (${recent.length})`}
          </button>
        ) : null}
      </div>
      <div className="home-personal__recommended">
        <h3 className="home-personal__heading">{copy.recommendedTitle}</h3>
        <ul className="home-personal__cards">
          {suggested.map((item) => (
            <li key={item.id} className="card card--interactive home-personal__card">
              <span className="icon-tile card__icon">
                <Icon name={item.icon} />
              </span>
              <h4 className="card__title">{item.title}</h4>
              <p className="card__text">{item.text}</p>
              <Link className="card__link card__link--stretched" to={item.link.href}>
                {item.link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
