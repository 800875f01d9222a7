import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@solar/shared/contract/products';
import { shoppingPartFilters, type ShoppingList, type ShoppingOption, type ShoppingPart } from '@solar/shared/domain/shopping-list';
import { CURRENCIES, type Currency } from '@solar/shared/reference/catalog';
import { findGovernorate } from '@solar/shared/reference/locations';
import { ALL_YEMEN } from '@solar/shared/reference/price-indexes';
import { marketEstimate } from '@solar/shared/domain/market-estimate';
import { FitReasonLine } from '../../../components/ui/fit-reason.tsx';
import { ListingLinkRow } from '../../../components/ui/listing-link-row.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { paths } from '../../../config/paths.ts';
import { formatList, formatPrice } from '../../../lib/format.ts';
import { getLocationNames } from '../../../lib/location-names.ts';
import { langOf } from '../../../lib/text-language.ts';
import type { ShoppingListState } from '../hooks/use-shopping-list.ts';
import { useCalculatorFormat } from '../hooks/use-calculator-format.ts';
import { useShoppingActions } from './shopping-actions.tsx';
import { useMarketFigures } from '../api/get-market-figures.ts';

const PARTS: ShoppingPart[] = ['panels', 'batteries', 'inverter'];

/**
 * An amount in the list's currency. Converted from a listing's own currency it is approximate: "≈ …"
 * to the eye, "about …" to a screen reader, rounded to two or three significant digits, as the product
 * list writes approximate prices (products/components/approx-price.tsx).
 */
function Amount({ amount, currency, isApprox }: { amount: number; currency: Currency; isApprox: boolean }) {
  const { t } = useTranslation('products');
  if (!isApprox) return <bdi>{formatPrice(amount, currency)}</bdi>;
  const price = formatPrice(amount, currency, { significantDigits: amount >= 100 ? 3 : 2 });
  return (
    <>
      <span aria-hidden="true">{t('card.approx', { price })}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('card.approxLabel', { price })}
      </Box>
    </>
  );
}

/** A listing's title inside a sentence or a menu: isolated, and tagged with its own language when not the page's. */
function ListingName({ name }: { name: string }) {
  const { i18n } = useTranslation();
  return <bdi lang={langOf(name, i18n.language)}>{name}</bdi>;
}

/** How many of a listing, and how they are wired when more than one goes in series. */
function useQuantityText() {
  const { t } = useTranslation('calculator');
  const format = useCalculatorFormat();
  return (option: ShoppingOption<Product>) =>
    option.inSeries !== null && option.strings !== null && option.inSeries > 1
      ? t('shopping.wiring', { count: option.strings, quantity: format.number(option.quantity, 0), strings: format.number(option.strings, 0), inSeries: format.number(option.inSeries, 0) })
      : t('shopping.quantity', { quantity: format.number(option.quantity, 0) });
}

function OptionCard({ option, list, buyer }: { option: ShoppingOption<Product>; list: ShoppingList<Product>; buyer: string | null }) {
  const { t, i18n } = useTranslation('calculator');
  const quantityText = useQuantityText();
  const language = i18n.language === 'en' ? 'en' : 'ar';
  const { listing: product } = option;
  const names = getLocationNames(product.governorate, product.city, language);
  const buyerName = buyer ? findGovernorate(buyer)?.[language] : undefined;
  const isAway = buyerName !== undefined && option.locality !== 'governorate';
  // In the list's currency, "≈" when converted; the seller's own price under it, since that is what a call will hear.
  const price =
    option.isConverted && option.lineTotal !== null ? (
      <>
        <Amount amount={option.lineTotal / option.quantity} currency={list.currency} isApprox />
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {t('shopping.sellerPrice', { price: formatPrice(product.price, product.currency) })}
        </Typography>
      </>
    ) : undefined;
  const chips = (
    <>
      {option.locality === 'governorate' && buyer && <Chip size="small" color="primary" variant="outlined" label={t('shopping.inGovernorate')} sx={{ marginInlineStart: 1 }} />}
      {isAway && <Chip size="small" variant="outlined" label={t('shopping.outside', { governorate: buyerName })} sx={{ marginInlineStart: 1 }} />}
      {product.condition === 'Used' && <Chip size="small" variant="outlined" label={t('products:condition.used')} sx={{ marginInlineStart: 1 }} />}
    </>
  );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <ListingLinkRow
        product={product}
        placeholder={null}
        price={price}
        place={isAway ? t('shopping.away', { place: `${names.governorate} · ${names.city}` }) : undefined}
        badge={chips}
      />
      <Typography variant="body2">{quantityText(option)}</Typography>
      {option.lineTotal !== null && (
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.dark' }}>
          {t('shopping.lineTotalLabel')}{' '}
          <Amount amount={option.lineTotal} currency={list.currency} isApprox={option.isConverted} />
        </Typography>
      )}
      {option.verdict.reasons.map((reason) => (
        <FitReasonLine key={`${reason.code}-${String(reason.values.inSeries ?? '')}`} reason={reason} />
      ))}
    </Box>
  );
}

/** The product list of the part's listings (decision 025's spec filters), the buyer's governorate's when it has one of them. */
function seeAllHref(part: ShoppingPart, list: ShoppingList<Product>, governorate: string | null) {
  const search = new URLSearchParams(Object.entries(shoppingPartFilters(part, list.needs)).map(([key, value]) => [key, String(value)]));
  if (governorate && list.options[part].some((option) => option.locality === 'governorate')) search.set('governorate', governorate);
  return paths.products.getHref(search.toString());
}

function PartSection({ part, state, list }: { part: ShoppingPart; state: ShoppingListState; list: ShoppingList<Product> }) {
  const { t } = useTranslation('calculator');
  const { t: tc } = useTranslation('compatibility');
  const format = useCalculatorFormat();
  const { renderNotify } = useShoppingActions();
  const headingId = useId();
  const { needs } = list;
  const options = list.options[part];
  const chosen = list.selection[part];
  const kind = t(`batteryKind.${needs.batteries.batteryType}`);
  const need =
    part === 'panels'
      ? t('shopping.need.panels', { count: format.number(needs.panels.count, 0), watts: format.number(needs.panels.panelW, 0), required: format.number(needs.panels.requiredPvW, 0) })
      : part === 'batteries'
        ? t('shopping.need.batteries', { count: format.number(needs.batteries.count, 0), voltage: format.number(needs.batteries.unitV, 1), ah: format.number(needs.batteries.unitAh, 0), kind })
        : t('shopping.need.inverter', { watts: format.number(needs.inverter.minW, 0), voltage: format.number(needs.inverter.systemV, 0) });
  const missing =
    part === 'panels'
      ? t('shopping.missing.panels', { watts: format.number(shoppingPartFilters('panels', needs).minPowerW ?? needs.panels.panelW, 0) })
      : part === 'batteries'
        ? t('shopping.missing.batteries', { kind, voltage: format.number(needs.inverter.systemV, 0) })
        : t('shopping.missing.inverter', { watts: format.number(needs.inverter.minW, 0), voltage: format.number(needs.inverter.systemV, 0) });
  const provided =
    chosen &&
    (part === 'panels'
      ? t('shopping.provides.panels', { provided: format.number(chosen.provides, 0), needed: format.number(needs.panels.requiredPvW, 0) })
      : part === 'batteries'
        ? t('shopping.provides.batteries', { provided: format.number(chosen.provides, 0), voltage: format.number(needs.inverter.systemV, 0), needed: format.number(needs.batteries.requiredAh, 0) })
        : t('shopping.provides.inverter', { provided: format.number(chosen.provides, 0), needed: format.number(needs.inverter.minW, 0) }));
  const title = t(`shopping.parts.${part}`);
  const language = format.language === 'en' ? 'en' : 'ar';

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {/* A part nothing fills has no list to see: the way on is "tell me" and the alternative. */}
        {chosen && (
          <Button component={RouterLink} to={seeAllHref(part, list, state.governorate)} size="small" aria-label={t('shopping.seeAllLabel', { section: title })}>
            {t('shopping.seeAll')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {need}
      </Typography>
      {chosen ? (
        <>
          <OptionCard option={chosen} list={list} buyer={state.governorate} />
          {provided && <Typography variant="body2">{provided}</Typography>}
          {part === 'panels' && chosen.strings1to4 && chosen.inSeries !== null && (
            <TextField select size="small" label={t('shopping.inSeries')} value={String(chosen.inSeries)} onChange={(event) => state.setPanelsInSeries(Number(event.target.value))}>
              {chosen.strings1to4.map((string) => (
                <MenuItem key={string.inSeries} value={String(string.inSeries)}>
                  {t('shopping.inSeriesOption', { count: string.inSeries, value: format.number(string.inSeries, 0), level: tc(`level.${string.level}`) })}
                </MenuItem>
              ))}
            </TextField>
          )}
          {options.length > 1 && (
            <TextField
              select
              size="small"
              label={t('shopping.others')}
              value={chosen.listing._id}
              onChange={(event) => state.choose(part, event.target.value)}
              slotProps={{ select: { renderValue: (id) => <ListingName name={options.find((option) => option.listing._id === id)?.listing.name ?? ''} /> } }}
              // Titles wrap: cut with an ellipsis, a title of the other direction lost its end. The class twice
              // outranks the Select's own nowrap, whichever of the two styles the page inserted last.
              sx={{ '& .MuiSelect-select.MuiSelect-select': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
            >
              {options.map((option) => {
                const names = getLocationNames(option.listing.governorate, option.listing.city, language);
                return (
                  <MenuItem key={option.listing._id} value={option.listing._id} sx={{ display: 'block', whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                    <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      <ListingName name={option.listing.name} />
                    </Box>
                    <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
                      {option.lineTotal !== null && (
                        <Box component="span" sx={{ display: 'block', fontWeight: 700, color: 'text.primary' }}>
                          <Amount amount={option.lineTotal} currency={list.currency} isApprox={option.isConverted} />
                        </Box>
                      )}
                      {t('shopping.optionDetail', { quantity: format.number(option.quantity, 0), place: `${names.governorate} · ${names.city}` })}
                    </Box>
                  </MenuItem>
                );
              })}
            </TextField>
          )}
        </>
      ) : (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {missing}
          </Typography>
          {renderNotify?.({ part, filters: shoppingPartFilters(part, needs) })}
        </>
      )}
    </Paper>
  );
}

/** The part names a sentence lists: «الألواح والإنفرتر», "the panels and the inverter". */
function usePartNames() {
  const { t } = useTranslation('calculator');
  return (parts: readonly ShoppingPart[]) => formatList(parts.map((part) => t(`shopping.partNames.${part}`)));
}

/**
 * The list at a higher bank voltage when the calculator's lacks its inverter or batteries: what changes
 * (the voltage the batteries are wired for, each part and its quantity), its total, and one tap to use it.
 */
function AlternativeCard({ state, list, alternative }: { state: ShoppingListState; list: ShoppingList<Product>; alternative: ShoppingList<Product> }) {
  const { t } = useTranslation('calculator');
  const format = useCalculatorFormat();
  const quantityText = useQuantityText();
  const partNames = usePartNames();
  const headingId = useId();
  const voltage = alternative.needs.inverter.systemV;
  const volts = format.number(voltage, 0);
  const lines = (['inverter', 'batteries', 'panels'] as const).flatMap((part) => {
    const option = alternative.selection[part];
    if (!option) return [];
    const detail =
      part === 'inverter' ? t('shopping.alternative.inverter', { watts: format.number(option.provides, 0), voltage: volts }) : quantityText(option);
    return [{ part, option, detail }];
  });
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, display: 'grid', gap: 1, borderColor: 'info.main' }}>
      <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {t('shopping.alternative.title', { voltage: volts })}
      </Typography>
      <Typography variant="body2">{t('shopping.alternative.intro', { from: format.number(list.needs.inverter.systemV, 0), voltage: volts, missing: partNames(list.missing) })}</Typography>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5, display: 'grid', gap: 0.75 }}>
        {lines.map(({ part, option, detail }) => (
          <Typography key={part} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {t(`shopping.partLabels.${part}`)}
            </Box>{' '}
            <ListingName name={option.listing.name} />
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {detail}
            </Box>
          </Typography>
        ))}
      </Box>
      {alternative.total !== null && (
        <Typography variant="body2">
          {t('shopping.alternative.total', { voltage: volts })}{' '}
          <Box component="span" sx={{ fontWeight: 700 }}>
            <Amount amount={alternative.total} currency={alternative.currency} isApprox={alternative.isApproximate} />
          </Box>
        </Typography>
      )}
      <Box>
        <Button variant="contained" onClick={() => state.switchVoltage(voltage)}>
          {t('shopping.alternative.use', { voltage: volts })}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * What the market asks for the picked parts (issue #45): the price index's latest medians × their watts,
 * usable kWh and kW, in the list's currency, with the listings behind them and a link to the index. Not
 * shown while loading, nor where the index has no figure for a picked part.
 */
function MarketEstimateLine({ list, governorate }: { list: ShoppingList<Product>; governorate: string | null }) {
  const { t } = useTranslation('calculator');
  const format = useCalculatorFormat();
  const language = format.language === 'en' ? 'en' : 'ar';
  const lines = PARTS.map((part) => list.selection[part]);
  const { data } = useMarketFigures(list.currency, lines.some(Boolean));
  const estimate = data ? marketEstimate(lines, data, governorate) : null;
  if (!estimate) return null;
  const place = estimate.governorate === ALL_YEMEN ? t('shopping.market.yemen') : findGovernorate(estimate.governorate)?.[language];
  return (
    <Box data-testid="market-estimate" sx={{ display: 'grid', gap: 0.25, borderTop: 1, borderColor: 'divider', pt: 1 }}>
      <Typography variant="body2" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
        <span>{t('shopping.market.title')}</span>
        <Box component="span" sx={{ fontWeight: 700 }}>
          <Amount amount={estimate.amount} currency={list.currency} isApprox />
        </Box>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('shopping.market.basis', { listings: t('shopping.market.listings', { count: estimate.listings, value: format.number(estimate.listings, 0) }), place })}{' '}
        <Link component={RouterLink} to={paths.prices.getHref({ governorate: estimate.governorate, currency: list.currency })}>
          {t('shopping.market.link')}
        </Link>
      </Typography>
    </Box>
  );
}

/**
 * The sum in the list's currency, "≈" when a line was converted. With a part missing (or without a rate)
 * it is the sum so far, and a sentence names what it leaves out: never a heading dressed as a price.
 */
function TotalBox({ state, list }: { state: ShoppingListState; list: ShoppingList<Product> }) {
  const { t } = useTranslation('calculator');
  const { t: tc } = useTranslation('common');
  const partNames = usePartNames();
  const totalId = useId();
  const language = useCalculatorFormat().language === 'en' ? 'en' : 'ar';
  const amount = list.total ?? list.subtotal;
  const place = state.governorate ? findGovernorate(state.governorate)?.[language] : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' }, alignItems: 'center' }}>
      <Box aria-labelledby={totalId} role="group" sx={{ display: 'grid', gap: 0.5 }}>
        <Typography id={totalId} variant="subtitle2" component="p">
          {list.total === null && list.subtotal !== null ? t('shopping.subtotal') : t('shopping.total')}
        </Typography>
        {amount !== null && (
          <Typography variant="h6" component="p" sx={{ color: 'primary.dark', fontWeight: 700 }}>
            <Amount amount={amount} currency={list.currency} isApprox={list.isApproximate} />
          </Typography>
        )}
        {amount === null && list.missing.length > 0 && <Typography variant="body2">{t('shopping.nothingYet')}</Typography>}
        {amount !== null && list.missing.length > 0 && <Typography variant="body2">{t('shopping.without', { parts: partNames(list.missing) })}</Typography>}
        {list.unpriced.length > 0 && <Typography variant="body2">{t('shopping.withoutRate', { parts: partNames(list.unpriced) })}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {t('shopping.totalNote')}
        </Typography>
        <MarketEstimateLine list={list} governorate={state.governorate} />
      </Box>
      <TextField
        select
        size="small"
        label={t('shopping.currency')}
        value={state.currency}
        onChange={(event) => state.setCurrency(event.target.value as Currency)}
        helperText={place && state.currency === state.localCurrency ? t('shopping.currencyLocal', { governorate: place }) : undefined}
        sx={{ minWidth: 200 }}
      >
        {CURRENCIES.map((currency) => (
          <MenuItem key={currency} value={currency}>
            {tc(`currency.${currency}`)}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );
}

/**
 * The result as a shopping list: what to buy, the fitting listings with quantities from their own
 * specifications (the buyer's governorate first, then their rial's side), what does not fit in the
 * buyer's selection, and the total in the buyer's currency. A part nothing fills says so, offers "tell
 * me when one appears" and, when another bank voltage completes the list, that list.
 */
export function ShoppingListSection({ state }: { state: ShoppingListState }) {
  const { t } = useTranslation('calculator');
  const { t: tc } = useTranslation('common');
  const format = useCalculatorFormat();
  const headingId = useId();
  const language = format.language === 'en' ? 'en' : 'ar';
  const { list, alternative } = state;
  const place = state.governorate ? findGovernorate(state.governorate)?.[language] : undefined;
  const isOtherVoltage = list !== null && list.needs.inverter.systemV !== state.calculatorVoltage;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id={headingId} variant="h6" component="h3">
          {t('shopping.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {place ? t('shopping.intro', { governorate: place }) : t('shopping.introNoPlace')}
        </Typography>
      </Box>
      {state.isError ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('shopping.loadError')}
          </Typography>
          <Button size="small" onClick={state.refetch}>
            {tc('actions.retry')}
          </Button>
        </Box>
      ) : state.isPending || !list ? (
        <Box role="status" aria-label={t('shopping.loading')} sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={96} />
          ))}
        </Box>
      ) : (
        <>
          {isOtherVoltage && (
            <Alert
              severity="info"
              variant="outlined"
              action={
                <Button color="inherit" size="small" onClick={() => state.switchVoltage(undefined)}>
                  {t('shopping.otherVoltage.back', { from: format.number(state.calculatorVoltage, 0) })}
                </Button>
              }
            >
              {t('shopping.otherVoltage.note', { voltage: format.number(list.needs.inverter.systemV, 0), from: format.number(state.calculatorVoltage, 0) })}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
            {PARTS.map((part) => (
              <PartSection key={part} part={part} state={state} list={list} />
            ))}
          </Box>
          {alternative && <AlternativeCard state={state} list={list} alternative={alternative} />}
          {list.warnings.length > 0 && (
            <Alert severity={list.warnings.some((w) => w.level === 'unfit') ? 'error' : 'warning'} variant="outlined" icon={false}>
              <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
                {t('shopping.warnings')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 0.5 }}>
                {list.warnings.map((warning, index) => (
                  <FitReasonLine key={`${warning.code}-${index}`} reason={warning} />
                ))}
              </Box>
            </Alert>
          )}
          <TotalBox state={state} list={list} />
        </>
      )}
    </Box>
  );
}
