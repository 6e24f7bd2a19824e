import { Link } from '../routing/link.tsx';
import { navigation } from '#content/navigation.ts';
import { site } from '#content/site.ts';
import { NewsletterForm } from '../forms/newsletter/newsletter-form.tsx';
import { pathOf } from '../routing/route-manifest.ts';
import { BrandLink } from './brand-link.tsx';
import { NavItemLink, navLabel } from './nav-item-link.tsx';
import { SocialIcon } from './social-icon.tsx';

function ContactBlock() {
  const { address } = site;
  return (
    <address className="site-footer__contact">
      <p className="site-footer__contact-line">
        {address.street}
        <br />
        {`${address.city}, ${address.region} ${address.postalCode}`}
      </p>
      {/* Links as the grid's own items: no wrapper, two elements fewer in every page's shell. */}
      <a className="site-footer__contact-line" href={site.phoneHref}>
        {site.phone}
      </a>
      <a className="site-footer__contact-line" href={`mailto:${site.email}`}>
        {site.email}
      </a>
    </address>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <NewsletterForm
          variant="footer"
          idPrefix="footer-newsletter"
          title="Subscribe to our newsletter"
          description="AI agent playbooks, product news and customer stories, twice a month. Unsubscribe anytime."
        />
        <div className="site-footer__about">
          <BrandLink place="footer" />
          <p className="site-footer__tagline">{site.tagline}</p>
          <ContactBlock />
          <ul className="site-footer__social">
            {site.socials.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  className="site-footer__social-link"
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${social.name} (opens in a new tab)`}
                >
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {navigation.footerColumns.map((column) => (
          <div key={column.title} className="site-footer__column">
            <h2 className="site-footer__heading">{column.title}</h2>
            <ul className="site-footer__links">
              {column.links.map((link) => (
                <li key={navLabel(link)}>
                  <NavItemLink link={link} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {/* The copyright and the legal links, one line. The server's year, never re-rendered by
            the browser, so no hydration mismatch. */}
        <p className="site-footer__bottom" suppressHydrationWarning>
          {`© ${new Date().getFullYear()} ${site.legalName} All rights reserved.`}
          {navigation.legalLinks.map((link) => (
            <Link key={link.route} to={pathOf(link.route)}>
              {navLabel(link)}
            </Link>
          ))}
        </p>
      </div>
    </footer>
  );
}
