import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@solar/shared/contract/products';
import { CHEMISTRIES_OF, type ShoppingList, type ShoppingOption, type ShoppingPart } from '@solar/shared/domain/shopping-list';
import { CURRENCIES, type Currency } from '@solar/shared/reference/catalog';
import { findGovernorate } from '@solar/shared/reference/locations';
import { FitReasonLine } from '../../../components/ui/fit-reason.tsx';
import { ListingLinkRow } from '../../../components/ui/listing-link-row.tsx';
import { paths } from '../../../config/paths.ts';
import { formatPrice } from '../../../lib/format.ts';
import type { ShoppingListState } from '../hooks/use-shopping-list.ts';
import { useCalculatorFormat } from '../hooks/use-calculator-format.ts';


const PARTS: ShoppingPart[] = ['panels', 'batteries', 'inverter'];

/** The product list filtered to the part, with the spec filters of decision 025 (the API's own query names). */
function seeAllHref(part: ShoppingPart, list: ShoppingList<Product>, governorate: string | null) {
  const search = new URLSearchParams();
  const { needs } = list;
  if (part === 'panels') search.set('category', 'solar');
  if (part === 'batteries') {
    search.set('category', 'batteries');
    const chemistries = CHEMISTRIES_OF[needs.batteries.batteryType];
    if (chemistries.length === 1) search.set('chemistry', chemistries[0]!);
  }
  if (part === 'inverter') {
    search.set('category', 'Charging Devices');
    search.set('voltage', String(needs.inverter.systemV));
    search.set('minPowerW', String(needs.inverter.minW));
  }
  if (governorate) search.set('governorate', governorate);
  return paths.products.getHref(search.toString());
}

function OptionCard({ option, currency }: { option: ShoppingOption<Product>; currency: Currency }) {
  const { t } = useTranslation('calculator');
  const format = useCalculatorFormat();
  const { listing: product } = option;
  const wiring =
    option.inSeries !== null && option.strings !== null && option.inSeries > 1
      ? t('shopping.wiring', { quantity: format.number(option.quantity, 0), strings: format.number(option.strings, 0), inSeries: format.number(option.inSeries, 0) })
      : t('shopping.quantity', { quantity: format.number(option.quantity, 0) });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <ListingLinkRow
        product={product}
        placeholder={null}
        badge={option.isInGovernorate && <Chip size="small" color="primary" variant="outlined" label={t('shopping.inGovernorate')} sx={{ marginInlineStart: 1 }} />}
      />
      <Typography variant="body2">{wiring}</Typography>
      {option.lineTotal !== null && (
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.dark' }}>
          {t('shopping.lineTotal', { total: formatPrice(option.lineTotal, currency) })}
        </Typography>
      )}
      {option.verdict.reasons.map((reason) => (
        <FitReasonLine key={`${reason.code}-${String(reason.values.inSeries ?? '')}`} reason={reason} />
      ))}
    </Box>
  );
}

function PartSection({ part, state, list }: { part: ShoppingPart; state: ShoppingListState; list: ShoppingList<Product> }) {
  const { t } = useTranslation('calculator');
  const { t: tc } = useTranslation('compatibility');
  const format = useCalculatorFormat();
  const headingId = useId();
  const { needs } = list;
  const options = list.options[part];
  const chosen = list.selection[part];
  const need =
    part === 'panels'
      ? t('shopping.need.panels', { count: format.number(needs.panels.count, 0), watts: format.number(needs.panels.panelW, 0), required: format.number(needs.panels.requiredPvW, 0) })
      : part === 'batteries'
        ? t('shopping.need.batteries', {
            count: format.number(needs.batteries.count, 0),
            voltage: format.number(needs.batteries.unitV, 1),
            ah: format.number(needs.batteries.unitAh, 0),
            kind: t(`batteryKind.${needs.batteries.batteryType}`),
          })
        : t('shopping.need.inverter', { watts: format.number(needs.inverter.minW, 0), voltage: format.number(needs.inverter.systemV, 0) });
  const provided =
    chosen &&
    (part === 'panels'
      ? t('shopping.provides.panels', { provided: format.number(chosen.provides, 0), needed: format.number(needs.panels.requiredPvW, 0) })
      : part === 'batteries'
        ? t('shopping.provides.batteries', { provided: format.number(chosen.provides, 0), voltage: format.number(needs.inverter.systemV, 0), needed: format.number(needs.batteries.requiredAh, 0) })
        : t('shopping.provides.inverter', { provided: format.number(chosen.provides, 0), needed: format.number(needs.inverter.minW, 0) }));
  const title = t(`shopping.parts.${part}`);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={seeAllHref(part, list, state.governorate)} size="small" aria-label={t('shopping.seeAllLabel', { section: title })}>
          {t('shopping.seeAll')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {need}
      </Typography>
      {chosen ? (
        <>
          <OptionCard option={chosen} currency={list.currency} />
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
            <TextField select size="small" label={t('shopping.others')} value={chosen.listing._id} onChange={(event) => state.choose(part, event.target.value)}>
              {options.map((option) => (
                <MenuItem key={option.listing._id} value={option.listing._id} sx={{ whiteSpace: 'normal' }}>
                  {option.lineTotal === null
                    ? option.listing.name
                    : t('shopping.optionLabel', { name: option.listing.name, total: formatPrice(option.lineTotal, list.currency) })}
                </MenuItem>
              ))}
            </TextField>
          )}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('shopping.none')}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * The result as a shopping list (issue #19 item 4): what to buy, the fitting listings with quantities
 * from their own specifications (the buyer's governorate first), what does not fit in the buyer's
 * selection, and the total in the buyer's currency.
 */
export function ShoppingListSection({ state }: { state: ShoppingListState }) {
  const { t } = useTranslation('calculator');
  const { t: tc } = useTranslation('common');
  const format = useCalculatorFormat();
  const headingId = useId();
  const totalId = useId();
  const language = format.language === 'en' ? 'en' : 'ar';
  const { list } = state;
  const place = state.governorate ? findGovernorate(state.governorate)?.[language] : undefined;

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
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
            {PARTS.map((part) => (
              <PartSection key={part} part={part} state={state} list={list} />
            ))}
          </Box>
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
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' }, alignItems: 'center' }}>
            <Box aria-labelledby={totalId} role="group">
              <Typography id={totalId} variant="subtitle2" component="p">
                {t('shopping.total')}
              </Typography>
              <Typography variant="h6" component="p" sx={{ color: 'primary.dark', fontWeight: 700 }}>
                {list.total === null ? t('shopping.totalMissing') : <bdi>{formatPrice(list.total, list.currency)}</bdi>}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('shopping.totalNote')}
              </Typography>
            </Box>
            <TextField select size="small" label={t('shopping.currency')} value={state.currency} onChange={(event) => state.setCurrency(event.target.value as Currency)} sx={{ minWidth: 200 }}>
              {CURRENCIES.map((currency) => (
                <MenuItem key={currency} value={currency}>
                  {tc(`currency.${currency}`)}
                </MenuItem>
              ))}
            </TextField>
          </Paper>
        </>
      )}
    </Box>
  );
}
