import CallIcon from '@mui/icons-material/Call';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VerifiedIcon from '@mui/icons-material/Verified';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer, WantedRequest } from '@solar/shared/contract/wanted';
import { toWhatsAppNumber } from '@solar/shared/domain/phone-links';
import { CURRENCIES, PRODUCT_TYPE_SLUGS, type Currency } from '@solar/shared/reference/catalog';
import { externalLinks } from '../../../config/paths.ts';
import { formatDate, formatNumber, formatPrice } from '../../../lib/format.ts';
import { useAcceptOffer, useOffers } from '../api/wanted.ts';
import { ItemLine } from './item-line.tsx';

const COVERAGE_COLOR = { covered: 'success', undersized: 'error', short: 'warning', missing: 'default' } as const;

/**
 * The buyer's offers side by side: every total converted into one currency at the admin's rates, what
 * each covers of the request (a smaller battery than asked is marked), the answerer's trust marks, and
 * WhatsApp, a call or accepting in one tap.
 */
export function OffersComparison({ request }: { request: WantedRequest }) {
  const { t } = useTranslation(['wanted', 'products', 'common']);
  const offers = useOffers(request._id, { isEnabled: true });
  const accept = useAcceptOffer();
  const [currency, setCurrency] = useState<Currency>(request.currency);
  const isOpen = request.status === 'approved';

  if (offers.isPending) return <Typography color="text.secondary">{t('wanted:offers.loading')}</Typography>;
  if (offers.isError) return <Alert severity="error">{t('wanted:offers.failed')}</Alert>;
  const { offers: list, ratesPerUsd } = offers.data.data;
  const inCurrency = (offer: Offer) => (offer.currency === currency ? offer.total : offer.totalUsd * ratesPerUsd[currency]);
  const sorted = [...list].sort((a, b) => inCurrency(a) - inCurrency(b));

  return (
    <Box component="section" aria-labelledby="offers-heading">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography id="offers-heading" variant="h6" component="h2">
          {t('wanted:offers.title', { count: list.length })}
        </Typography>
        {list.length > 0 && (
          <TextField select size="small" label={t('wanted:offers.compareIn')} value={currency} onChange={(e) => setCurrency(e.target.value as Currency)} sx={{ minWidth: 220 }}>
            {CURRENCIES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`common:currency.${c}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {list.length === 0 && <Typography color="text.secondary">{t('wanted:offers.none')}</Typography>}
      <Box
        component="ul"
        sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(Math.max(sorted.length, 1), 3)}, minmax(0, 1fr))` } }}
      >
        {sorted.map((offer) => {
          const whatsapp = toWhatsAppNumber(offer.answerer.whatsappPhone ?? offer.answerer.phone);
          const isAccepted = request.acceptedOfferId === offer._id;
          return (
            <Card key={offer._id} component="li" variant="outlined" sx={{ listStyle: 'none', borderColor: isAccepted ? 'success.main' : undefined, borderWidth: isAccepted ? 2 : 1 }}>
              <CardContent>
                <Stack spacing={1}>
                  {/* Made as a directory shop or engineer: its name and mark lead, the person behind it follows. */}
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {offer.entry ? offer.entry.name : offer.answerer.name}
                    {(offer.entry ? offer.entry.isVerified : offer.answerer.isVerified) && (
                      <VerifiedIcon color="primary" fontSize="small" titleAccess={t('wanted:trust.verified')} sx={{ mx: 0.5, verticalAlign: 'middle' }} />
                    )}
                  </Typography>
                  {offer.entry && (
                    <Typography variant="body2" color="text.secondary">
                      {t(`wanted:offers.entry.${offer.entry.kind}`, { name: offer.answerer.name })}
                    </Typography>
                  )}
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {offer.answerer.phoneConfirmed && <Chip size="small" variant="outlined" label={t('wanted:trust.phoneConfirmed')} />}
                    <Chip size="small" variant="outlined" label={t('wanted:trust.memberSince', { date: formatDate(offer.answerer.memberSince, { year: 'numeric', month: 'long' }) })} />
                    <Chip size="small" variant="outlined" label={t('wanted:trust.listings', { count: offer.answerer.publicListings })} />
                  </Stack>
                  <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                    {formatPrice(inCurrency(offer), currency)}
                  </Typography>
                  {offer.currency !== currency && (
                    <Typography variant="body2" color="text.secondary">
                      {t('wanted:offers.asOffered', { total: formatPrice(offer.total, offer.currency) })}
                    </Typography>
                  )}
                  <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={t('wanted:offers.coverage')}>
                    {request.items.map((item, index) => {
                      const level = offer.coverage[index] ?? 'missing';
                      return (
                        <Box component="li" key={index} sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                          <Chip size="small" color={COVERAGE_COLOR[level]} label={t(`wanted:coverage.${level}`)} />
                          <Typography variant="body2" component="span">
                            <ItemLine item={item} />
                          </Typography>
                        </Box>
                      );
                    })}
                  </Box>
                  <Box component="ul" sx={{ p: 0, m: 0 }}>
                    {offer.lines.map((line, index) => (
                      <Typography key={index} component="li" variant="body2" sx={{ listStyle: 'none' }}>
                        {t('wanted:offers.line', {
                          quantity: formatNumber(line.quantity), name: line.name, type: t(`products:type.${PRODUCT_TYPE_SLUGS[line.type]}`), price: formatPrice(line.unitPrice, offer.currency),
                        })}
                      </Typography>
                    ))}
                  </Box>
                  <Typography variant="body2">
                    {[offer.delivery ? t('wanted:offers.delivery') : t('wanted:offers.noDelivery'), offer.installation ? t('wanted:offers.installation') : t('wanted:offers.noInstallation')].join(' · ')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('wanted:offers.validUntil', { date: formatDate(offer.validUntil) })}
                  </Typography>
                  {offer.message && <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{offer.message}</Typography>}
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
                    {whatsapp && (
                      <Button variant="contained" color="success" startIcon={<WhatsAppIcon />} href={externalLinks.whatsapp(offer.answerer.whatsappPhone ?? offer.answerer.phone, t('wanted:offers.whatsappText', { title: request.title }))} target="_blank" rel="noopener noreferrer">
                        {t('wanted:offers.whatsapp')}
                      </Button>
                    )}
                    <Button variant="outlined" startIcon={<CallIcon />} href={externalLinks.tel(offer.answerer.phone)}>
                      {t('wanted:offers.call')}
                    </Button>
                    {isAccepted ? (
                      <Chip color="success" icon={<CheckCircleIcon />} label={t('wanted:offers.accepted')} />
                    ) : (
                      isOpen && (
                        <Button variant="outlined" color="primary" disabled={accept.isPending} onClick={() => accept.mutate(offer._id)}>
                          {t('wanted:offers.accept')}
                        </Button>
                      )
                    )}
                  </Stack>
                </Stack>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
