import { InfoArticle, InfoPart } from '../../features/info/components/info-article.tsx';
import { SafetyTipList } from '../../features/products/components/safety-tips.tsx';
import { ContactChannels } from '../../features/settings/components/contact-channels.tsx';
import { useTranslation } from 'react-i18next';

// The site's own pages, linked from the footer (issue #17): one lazy chunk, whose route also loads the
// `info` catalogue, so none of their text is in the first screen's download.

/** /about: what the marketplace is (docs/product-brief.md §1). */
export function AboutRoute() {
  return <InfoArticle page="about" />;
}

/** /terms: the rules of docs/product-decisions.md §3 (review, expiry) and the market's own. */
export function TermsRoute() {
  return <InfoArticle page="terms" />;
}

/** /privacy: what the service keeps (docs/product-decisions.md §4) and how to have it deleted. */
export function PrivacyRoute() {
  return <InfoArticle page="privacy" />;
}

/** /safety: the product page's short tips first (one source), then the longer advice. */
export function SafetyRoute() {
  const { t } = useTranslation('info');
  return (
    <InfoArticle page="safety">
      <InfoPart title={t('safety.essentials')}>
        <SafetyTipList />
      </InfoPart>
    </InfoArticle>
  );
}

/** /contact: support's phone, WhatsApp and e-mail as the admin set them. */
export function ContactRoute() {
  const { t } = useTranslation('info');
  return (
    <InfoArticle page="contact">
      <InfoPart title={t('contact.channels')}>
        <ContactChannels />
      </InfoPart>
    </InfoArticle>
  );
}
