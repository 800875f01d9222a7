import type { ComponentProps } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CallIcon from '@mui/icons-material/Call';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventIcon from '@mui/icons-material/Event';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import StarIcon from '@mui/icons-material/Star';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONDITION_SLUGS, PRODUCT_TYPE_SLUGS } from '@solar/shared/reference/catalog';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useIsOffline } from '../../../hooks/use-is-offline.ts';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { FIXED_BOTTOM_BAR } from '../../../components/ui/fixed-bottom-bar.ts';
import { externalLinks, paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { clipText } from '../../../lib/clip-text.ts';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';
import { rememberListing, smallestPicture } from '../../../lib/remember-listing.ts';
import { getLocationNames } from '../../../lib/location-names.ts';
import { formatInternationalPhone, toWhatsAppNumber } from '@solar/shared/domain/phone-links';
import { useCountProductView } from '../api/count-product-view.ts';
import { useProduct } from '../api/get-product.ts';
import type { ProductDetail as Product } from '../api/get-product.ts';
import { useMetaDescription } from '../hooks/use-meta-description.ts';
import { useSpecRows } from '../../../hooks/use-spec-rows.ts';
import { useListingFieldDisplay } from '../../../hooks/use-listing-field-display.ts';
import { mirroredInRtl } from '../../../components/ui/mirrored-in-rtl.ts';
import { ProductGallery } from './product-gallery.tsx';
import { ShareMenu } from './share-menu.tsx';
import { useProductActions } from './product-actions.tsx';
import { usePageOrigin } from '../../../lib/page-origin.ts';
import { MemberSince, SellerBadges } from './seller-badges.tsx';
import { SellerOtherListings } from './seller-other-listings.tsx';
import { PriceReference } from './price-reference.tsx';
import { PriceIndexMark } from './price-index-mark.tsx';
import { WorksWith } from './works-with.tsx';
import { SafetyTipList } from './safety-tips.tsx';
import { PagePart } from '../../../lib/page-part.tsx';

// Its own chunk, downloaded when the visitor first opens it (or points at its button).
const ReportDialog = lazyWithPreload(async () => (await import('./report-dialog.tsx')).ReportDialog);

const META_DESCRIPTION_MAX = 160;

/** Whether the product has a price to show; sellers who leave it empty are stored with 0. */
export function hasPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

/**
 * Back to the list the buyer came from (issue #17): with in-app history it is the browser's Back, which
 * returns to the same filters, pages and listing on screen; opened from a shared link (the first entry
 * of the tab's history, key "default"), it goes to the products. It stays a link to them, for a new tab.
 */
function BackButton() {
  const { t } = useTranslation('products');
  const location = useLocation();
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const isNewTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (isNewTab || location.key === 'default') return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Button component={RouterLink} to={paths.home.getHref()} onClick={handleClick} startIcon={<ArrowBackIcon sx={mirroredInRtl} />} sx={{ mb: 2 }}>
      {t('detail.back')}
    </Button>
  );
}

/** A labelled section with its own h2. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A list of terms and values (specifications, contact details); a term stands on its value's first line of text. */
function Facts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(96px, auto) 1fr', alignItems: 'baseline', columnGap: 2, rowGap: 1, m: 0 }}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A link standing on its own line (the seller's name, a phone number): a 44 px tall target (WCAG 2.5.5,
 * issue #17), its text centred in it, as wide as its text.
 */
const ownLineLink = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

function IconLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

function ProductDetailSkeleton() {
  const { t } = useTranslation('products');
  return (
    <Box aria-busy="true">
      <Typography component="h1" sx={visuallyHidden}>
        {t('common:pages.productDetail')}
      </Typography>
      <Typography role="status" sx={visuallyHidden}>
        {t('detail.loading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { md: '7fr 5fr' } }} aria-hidden="true">
        <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
        <Box>
          <Skeleton width="85%" height={44} />
          <Skeleton width="40%" height={36} />
          <Skeleton width="60%" />
          <Skeleton width="50%" />
          <Skeleton variant="rounded" height={44} sx={{ mt: 2 }} />
        </Box>
      </Box>
    </Box>
  );
}

function ProductNotFound() {
  const { t } = useTranslation('products');
  return <CatalogueNotFound Icon={SearchOffIcon} title={t('detail.notFoundTitle')} body={t('detail.notFoundBody')} />;
}

/** A listing or a seller that is not (or no longer) public: a titled empty state and the way back to the products. */
export function CatalogueNotFound({ Icon, title, body }: { Icon: ComponentProps<typeof EmptyState>['Icon']; title: string; body: string }) {
  const { t } = useTranslation('products');
  return (
    <>
      <Typography component="h1" sx={visuallyHidden}>
        {title}
      </Typography>
      <EmptyState
        Icon={Icon}
        title={title}
        body={body}
        action={
          <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
            {t('detail.browseProducts')}
          </Button>
        }
      />
    </>
  );
}

/**
 * The listing's main actions (call and WhatsApp, or the owner's Edit). On phones a bar fixed to the
 * bottom of the screen, within thumb's reach whatever the scroll; from the md breakpoint inline under the
 * price. The bar spans the width, so it reads the same from the right and from the left.
 */
function ActionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={label}
      // The footer under the page keeps room for the bar (components/ui/fixed-bottom-bar.ts).
      {...{ [FIXED_BOTTOM_BAR.attribute]: '' }}
      sx={{
        display: 'flex',
        gap: 1,
        position: { xs: 'fixed', md: 'static' },
        insetInline: { xs: 0 },
        bottom: { xs: 0 },
        zIndex: { xs: 'appBar', md: 'auto' },
        bgcolor: { xs: 'background.paper', md: 'transparent' },
        borderTop: { xs: 1, md: 0 },
        borderColor: 'divider',
        boxShadow: { xs: 8, md: 'none' },
        px: { xs: 2, md: 0 },
        pt: { xs: 1.25, md: 0 },
        pb: { xs: 'calc(10px + env(safe-area-inset-bottom, 0px))', md: 0 },
        mt: { md: 1 },
        '& > *': { flex: 1, minHeight: 48 },
      }}
    >
      {children}
    </Box>
  );
}

function SafetyTips() {
  const { t } = useTranslation('products');
  return (
    <Section title={t('detail.safety.title')}>
      <SafetyTipList />
      <Link component={RouterLink} to={paths.safety.getHref()} variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mt: 0.5 }}>
        {t('detail.safety.more')}
      </Link>
    </Section>
  );
}

/** The product's page: photos, facts, price, seller and the ways to reach them, share and report. */
function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const [isReportOpen, setIsReportOpen] = useState(false);
  const [hasOpenedReport, setHasOpenedReport] = useState(false);
  const specRows = useSpecRows();
  const described = useListingFieldDisplay()(product);
  const location = getLocationNames(product.governorate, product.city, getLanguage());
  const typeSlug = PRODUCT_TYPE_SLUGS[product.type] as string | undefined;
  const typeLabel = typeSlug ? t(`type.${typeSlug}`) : t('detail.notSpecified');
  const conditionSlug = CONDITION_SLUGS[product.condition] as string | undefined;
  const priceText = hasPrice(product.price) ? formatPrice(product.price, product.currency) : null;
  const whatsappNumber = product.contactInfo.whatsapp ? toWhatsAppNumber(product.contactInfo.whatsapp) : null;
  const { renderLike, viewerId } = useProductActions();
  const isOwner = Boolean(viewerId) && viewerId === product.seller._id;
  const phone = product.contactInfo.phone;
  const postedAt = product.postedAt ?? product.createdAt;
  const shareUrl = new URL(paths.product.getHref(product._id), usePageOrigin()).toString();
  const whatsappMessage = t('card.whatsappMessage', { name: product.name, url: shareUrl });
  // The described fields shown as facts (brand, model: contract/listing-fields.ts), then the structured
  // specifications (issue #19); the free-text ones only where there are none, and an older listing's
  // free-text warranty where it has no warranty in months.
  const structured = specRows(product.specs).map((row) => ({ label: row.label, value: <bdi>{row.value}</bdi> }));
  const specs = [
    ...described.facts.map((row) => ({ label: row.label, value: <bdi dir="auto">{row.text}</bdi> })),
    ...structured,
    ...[
      ...(structured.length
        ? []
        : [
            { label: t('detail.spec.power'), value: product.specifications.power },
            { label: t('detail.spec.voltage'), value: product.specifications.voltage },
            { label: t('detail.spec.capacity'), value: product.specifications.capacity },
          ]),
      { label: t('detail.spec.warranty'), value: product.warrantyMonths == null ? product.specifications.warranty : undefined },
    ].flatMap((row) => (row.value ? [{ label: row.label, value: <bdi dir="auto">{row.value}</bdi> }] : [])),
  ];

  useMetaDescription(
    clipText(
      t('detail.metaDescription', {
        name: product.name,
        price: priceText ?? t('detail.priceNotAvailable'),
        city: location.city,
        governorate: location.governorate,
        description: product.description,
      }),
      META_DESCRIPTION_MAX,
    ),
  );

  // Kept on the phone by the service worker, so the seller's number can be read during a power cut.
  const language = getLanguage();
  useEffect(() => {
    rememberListing({
      id: product._id,
      path: paths.product.getHref(product._id),
      shortPath: paths.productShort.getHref(product._id),
      name: product.name,
      language,
      price: priceText,
      phone: phone ? formatInternationalPhone(phone) : null,
      picture: smallestPicture(product.images[0]),
    });
  }, [product._id, product.name, product.images, language, priceText, phone]);

  const handleOpenReport = () => {
    setIsReportOpen(true);
    setHasOpenedReport(true);
  };

  return (
    <>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { md: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
        {/* Hydrated after the page's frame, each on its own (lib/page-part.tsx): each part one element. */}
        <PagePart>
          <ProductGallery images={product.images} name={product.name} type={product.type} />
        </PagePart>
        <PagePart>
          <Stack sx={{ gap: 1.5, minWidth: 0 }}>
            {product.featured && (
              <Chip icon={<StarIcon />} label={t('detail.featured')} color="secondary" size="small" sx={{ alignSelf: 'flex-start' }} />
            )}
            <Typography component="h1" variant="h5" dir="auto" sx={{ fontWeight: 700, lineHeight: 1.4, textAlign: 'start', overflowWrap: 'anywhere' }}>
              {product.name}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              <Chip size="small" color="primary" variant="outlined" label={`${t('detail.type')}: ${typeLabel}`} />
              {conditionSlug && <Chip size="small" label={`${t('detail.condition')}: ${t(`condition.${conditionSlug}`)}`} />}
              {described.badges.map((badge) => (
                <Chip key={badge.field} size="small" color="success" variant="outlined" label={badge.text} />
              ))}
            </Stack>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              {priceText ? (
                <Typography component="p" variant="h5" sx={{ color: 'primary.dark', fontWeight: 700 }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('detail.price')}:{' '}
                  </Box>
                  {priceText}
                </Typography>
              ) : (
                <Typography component="p" variant="h6" color="text.secondary">
                  {t('detail.priceNotAvailable')}
                </Typography>
              )}
              {priceText && product.isNegotiable && <Chip size="small" color="secondary" label={t('detail.negotiable')} />}
            </Stack>
            <PagePart>
              <PriceReference productId={product._id} specs={product.specs} />
            </PagePart>
            <PagePart>
              <PriceIndexMark productId={product._id} specs={product.specs} />
            </PagePart>
            <IconLine icon={<LocationOnIcon fontSize="small" />}>{t('card.location', location)}</IconLine>
            <IconLine icon={<EventIcon fontSize="small" />}>
              <time dateTime={postedAt}>{t('detail.postedOn', { date: formatDate(postedAt) })}</time>
              {product.expiresAt && (
                <>
                  {' · '}
                  <time dateTime={product.expiresAt}>{t('detail.expiresOn', { date: formatDate(product.expiresAt) })}</time>
                </>
              )}
            </IconLine>
            <Stack direction="row" sx={{ gap: 2, color: 'text.secondary', flexWrap: 'wrap' }}>
              <IconLine icon={<VisibilityOutlinedIcon fontSize="small" />}>{t('detail.views', { count: product.views })}</IconLine>
              <IconLine icon={<FavoriteBorderIcon fontSize="small" />}>{t('detail.likes', { count: product.likesCount })}</IconLine>
            </Stack>

            <PagePart>
              {isOwner ? (
                <ActionBar label={t('detail.owner.edit')}>
                  <Button component={RouterLink} to={paths.myProducts.getHref(product._id)} variant="contained" size="large" startIcon={<EditOutlinedIcon />}>
                    {t('detail.owner.edit')}
                  </Button>
                </ActionBar>
              ) : (
                (whatsappNumber || phone) && (
                  <ActionBar label={t('detail.contact.actions')}>
                    {phone && (
                      <Button variant="outlined" size="large" startIcon={<CallIcon />} href={externalLinks.tel(phone)} sx={{ bgcolor: 'background.paper' }}>
                        {t('detail.contact.call')}
                      </Button>
                    )}
                    {whatsappNumber && (
                      <Button
                        variant="contained"
                        size="large"
                        startIcon={<WhatsAppIcon />}
                        href={externalLinks.whatsapp(whatsappNumber, whatsappMessage)}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {t('detail.contact.whatsappButton')}
                      </Button>
                    )}
                  </ActionBar>
                )
              )}
              {isOwner && (
                <Typography variant="body2" color="text.secondary">
                  {t('detail.owner.notice')}
                </Typography>
              )}
            </PagePart>

            <PagePart>
              <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
                <Avatar src={product.seller.profileImageUrl ?? undefined} alt="" sx={{ bgcolor: 'primary.light' }}>
                  {product.seller.name.trim().charAt(0)}
                </Avatar>
                <Stack sx={{ minWidth: 0, gap: 0.5 }}>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('detail.seller.title')}
                  </Typography>
                  <Link
                    component={RouterLink}
                    to={paths.seller.getHref(product.seller._id)}
                    dir="auto"
                    underline="hover"
                    sx={{ ...ownLineLink, alignSelf: 'flex-start', fontWeight: 700, overflowWrap: 'anywhere', textAlign: 'start' }}
                  >
                    {product.seller.name}
                  </Link>
                  <SellerBadges seller={product.seller} />
                  <MemberSince date={product.seller.memberSince} />
                </Stack>
              </Paper>
            </PagePart>

            <PagePart>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {renderLike?.({ productId: product._id, productName: product.name, likesCount: product.likesCount, likedByMe: product.likedByMe, size: 'medium' })}
                <ShareMenu name={product.name} url={shareUrl} />
                <Button
                  color="inherit"
                  startIcon={<FlagOutlinedIcon />}
                  onClick={handleOpenReport}
                  onPointerEnter={ReportDialog.preload}
                  onFocus={ReportDialog.preload}
                  aria-haspopup="dialog"
                  sx={{ color: 'text.secondary' }}
                >
                  {t('report.open')}
                </Button>
              </Stack>
            </PagePart>
          </Stack>
        </PagePart>
      </Box>

      <PagePart>
        <Box sx={{ display: 'grid', gap: 2, mt: { xs: 2, md: 4 }, gridTemplateColumns: { md: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
          <Stack sx={{ gap: 2 }}>
            <Section title={t('detail.description')}>
              {product.description.trim() ? (
                // A paragraph aligns with its own language (an Arabic description on an English page reads from the right).
                <Typography dir="auto" sx={{ whiteSpace: 'pre-line', textAlign: 'start', overflowWrap: 'anywhere' }}>
                  {product.description}
                </Typography>
              ) : (
                <Typography color="text.secondary">{t('detail.noDescription')}</Typography>
              )}
            </Section>
            {specs.length > 0 && (
              <Section title={t('detail.specifications')}>
                <Facts rows={specs} />
              </Section>
            )}
          </Stack>
          <Stack sx={{ gap: 2 }}>
            {/* The owner sees where the listing says it is, not an invitation to contact themselves. */}
            <Section title={isOwner ? t('detail.location') : t('detail.contact.title')}>
              <Facts
                rows={[
                  ...(phone && !isOwner
                    ? [
                        {
                          label: t('detail.contact.phone'),
                          value: (
                            <Link href={externalLinks.tel(phone)} dir="ltr" sx={ownLineLink}>
                              {formatInternationalPhone(phone)}
                            </Link>
                          ),
                        },
                      ]
                    : []),
                  ...(product.contactInfo.whatsapp && !isOwner
                    ? [
                        {
                          label: t('detail.contact.whatsapp'),
                          value: whatsappNumber ? (
                            <Link href={externalLinks.whatsapp(whatsappNumber, whatsappMessage)} target="_blank" rel="noopener noreferrer" dir="ltr" sx={ownLineLink}>
                              {formatInternationalPhone(product.contactInfo.whatsapp)}
                            </Link>
                          ) : (
                            <bdi dir="ltr">{product.contactInfo.whatsapp}</bdi>
                          ),
                        },
                      ]
                    : []),
                  { label: t('detail.location'), value: t('card.location', location) },
                  ...(product.locationText ? [{ label: t('detail.contact.locationText'), value: <bdi dir="auto">{product.locationText}</bdi> }] : []),
                ]}
              />
            </Section>
            <SafetyTips />
          </Stack>
        </Box>
      </PagePart>

      <PagePart>
        <WorksWith productId={product._id} specs={product.specs} governorate={product.governorate} />
      </PagePart>
      <PagePart>
        <SellerOtherListings sellerId={product.seller._id} productId={product._id} />
      </PagePart>

      {hasOpenedReport && (
        <Suspense fallback={null}>
          <ReportDialog productId={product._id} isOpen={isReportOpen} onClose={() => setIsReportOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The detail page of one product: loads it, counts the view, and shows loading, error and not-found states. */
export function ProductDetail({ id }: { id: string }) {
  const { t } = useTranslation('products');
  const { data, error, isPending, refetch } = useProduct(id);
  const isOffline = useIsOffline();
  useCountProductView(id);
  const isNotFound = !data && error instanceof ApiError && error.status === 404;
  // One title for the tab, set here: a child's effect would run before this one and be overwritten.
  useDocumentTitle(data ? data.data.name : isNotFound ? t('detail.notFoundTitle') : t('common:pages.productDetail'));

  let body: ReactNode;
  // Offline, what a list held of the listing is no page to call from: the offline notice shows the phone's
  // kept copy, when kept.
  if (isOffline && error) body = <ErrorState title={t('detail.loadError')} message={error.message} onRetry={() => void refetch()} />;
  else if (data) body = <ProductView product={data.data} />;
  else if (isPending) body = <ProductDetailSkeleton />;
  else if (isNotFound) body = <ProductNotFound />;
  else {
    body = (
      <>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {t('common:pages.productDetail')}
        </Typography>
        <ErrorState title={t('detail.loadError')} message={error?.message ?? ''} onRetry={() => void refetch()} />
      </>
    );
  }

  return (
    <>
      <BackButton />
      {body}
    </>
  );
}
