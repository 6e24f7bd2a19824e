import type { Guide } from '#content/schema/resources.ts';
import { trackDownload } from '../../analytics/events.ts';
import { Icon } from '../../components/icon.tsx';
import { Image } from '../../components/image.tsx';
import { optionLabel } from './resource-labels.ts';

/** One solution guide with its download (a plain-text file served from /guides/). */
export function GuideCard({ guide, featured = false }: { guide: Guide; featured?: boolean }) {
  const fileName = guide.downloadUrl.split('/').pop();
  return (
    <article className={featured ? 'card rs-card rs-card--featured' : 'card rs-card'}>
      <Image src={guide.thumbnailUrl} alt="" width={800} height={450} className="rs-card__media" />
      <div className="rs-card__body">
        <p className="rs-card__badges">
          <span className="badge">{optionLabel(guide.category)}</span>
          <span className="badge rs-badge--neutral">
            {guide.industry === 'all' ? 'All Industries' : optionLabel(guide.industry)}
          </span>
        </p>
        <h3 className="card__title">{guide.title}</h3>
        <p className="card__text">{guide.description}</p>
        <ul className="rs-meta">
          <li>
            <Icon name="book" size={16} />
            {guide.readTime}
          </li>
          <li>
            <Icon name="file-text" size={16} />
            Plain text
          </li>
        </ul>
        <p className="rs-card__actions">
          <a
            href={guide.downloadUrl}
            download={fileName}
            className="button button--primary button--small"
            aria-label={`Download Guide: ${guide.title}`}
            onClick={() => trackDownload(guide.title)}
          >
            <Icon name="download" size={18} />
            Download Guide
          </a>
        </p>
      </div>
    </article>
  );
}
