import type { ContentImage } from '#content/schema/sections.ts';
import { Icon } from '../../components/icon.tsx';
import { Image } from '../../components/image.tsx';

interface DashboardPreviewProps {
  readonly image: ContentImage;
  readonly note: string;
}

/**
 * A picture of the dashboard with its Filter and Export controls. The buttons do nothing;
 * rather than pretend, they are `aria-disabled` (still focusable, so screen readers reach the
 * note that explains why) and the note is visible under the picture. Without JavaScript the
 * page shows no buttons that cannot be used, so they wait for the js class.
 */
export function DashboardPreview({ image, note }: DashboardPreviewProps) {
  const noteId = 'dashboard-preview-note';
  return (
    <figure className="dashboard-preview">
      <div className="dashboard-preview__toolbar">
        <p className="dashboard-preview__label">
          <Icon name="bar-chart" size={18} />
          Overview · Last 30 days
        </p>
        <div className="dashboard-preview__controls js-only">
          <button
            type="button"
            className="button button--secondary button--small"
            aria-disabled="true"
            aria-describedby={noteId}
          >
            <Icon name="filter" size={16} />
            Filter
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-disabled="true"
            aria-describedby={noteId}
          >
            <Icon name="download" size={16} />
            Export
          </button>
        </div>
      </div>
      <Image
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className="dashboard-preview__image"
      />
      <figcaption id={noteId} className="dashboard-preview__note">
        <Icon name="info" size={16} />
        {note}
      </figcaption>
    </figure>
  );
}
