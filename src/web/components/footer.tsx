import { Link } from 'react-router';
import { CONTENT_PAGES } from '~/modules/content/constants.ts';
import type { RootData } from '~/web/root-data.ts';
import { useLangFor, useNumerals, useT } from '~/web/i18n/use-t.ts';
import { InLanguage } from './in-language.tsx';

/** The footer's id: the page's first paint waits for it (the `expect` link in root.tsx). */
export const FOOTER_ID = 'footer';

export function Footer({ settings }: { settings: RootData['settings'] }) {
  const t = useT();
  const n = useNumerals();
  const langFor = useLangFor();
  return (
    <footer id={FOOTER_ID} className="mt-12 bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3">
        <div>
          <p className="text-lg font-semibold text-white">{settings.shopName}</p>
          <p className="mt-2 text-sm">
            <span className="sr-only">{t('footer.address')}: </span>
            <span lang={langFor(settings.languages.address)}>{settings.address}</span>
          </p>
        </div>
        <div className="text-sm">
          <p className="font-semibold text-white">{t('footer.support')}</p>
          <p className="mt-2">
            <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} className="hover:text-white">
              {n.digits(settings.phone)}
            </a>
          </p>
          <p>
            {t('footer.hours')}: <InLanguage language={settings.languages.supportHours}>{settings.supportHours}</InLanguage>
          </p>
        </div>
        <div className="text-sm">
          <p className="font-semibold text-white">{t('footer.email')}</p>
          <p className="mt-2">
            <a href={`mailto:${settings.email}`} className="hover:text-white">
              {settings.email}
            </a>
          </p>
        </div>
      </div>
      <nav aria-label={t('footer.policies')} className="mx-auto max-w-7xl border-t border-white/10 px-4 py-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {CONTENT_PAGES.map((page) => (
            <li key={page.slug}>
              <Link to={page.path} className="hover:text-white hover:underline">
                {t(`page.${page.slug}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/ContactUsScreen" className="hover:text-white hover:underline">
              {t('footer.contact')}
            </Link>
          </li>
          <li>
            <Link to="/BrandScreen" className="hover:text-white hover:underline">
              {t('footer.brands')}
            </Link>
          </li>
          <li>
            <Link to="/BlogScreen" className="hover:text-white hover:underline">
              {t('footer.blog')}
            </Link>
          </li>
          <li>
            <Link to="/track" className="hover:text-white hover:underline">
              {t('track.link')}
            </Link>
          </li>
          <li>
            <Link to="/ComplainAdviceScreen" className="hover:text-white hover:underline">
              {t('footer.complain')}
            </Link>
          </li>
          <li>
            <Link to="/OnlineServiceSupportScreen" className="hover:text-white hover:underline">
              {t('footer.serviceSupport')}
            </Link>
          </li>
        </ul>
      </nav>
      <p className="border-t border-white/10 py-4 text-center text-xs">
        © {new Date().getFullYear()} {settings.shopName}. {t('footer.rights')}
      </p>
    </footer>
  );
}
