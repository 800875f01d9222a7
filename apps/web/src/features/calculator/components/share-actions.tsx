import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@solar/shared/contract/products';
import type { CalculatorResult } from '@solar/shared/domain/calculator';
import type { ShoppingList } from '@solar/shared/domain/shopping-list';
import { linkForWhatsApp, withoutWhatsAppFormatting } from '@solar/shared/domain/phone-links';
import { findGovernorate } from '@solar/shared/reference/locations';
import { externalLinks, paths } from '../../../config/paths.ts';
import { formatPrice } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useCalculatorFormat } from '../hooks/use-calculator-format.ts';

/**
 * The result as a link (copied) and as a WhatsApp message that sums the system up and, once it has
 * loaded, names the shopping list's listings (each with its short link) and their total. The result's short
 * link is the message's first link, the one WhatsApp previews, and nothing in the text is a WhatsApp
 * formatting marker (* _ ~ `), which would turn parts of it bold or italic.
 */
export function ShareActions({ result, url, list }: { result: CalculatorResult; url: string; list?: ShoppingList<Product> | null }) {
  const { t } = useTranslation('calculator');
  const format = useCalculatorFormat();
  const headingId = useId();
  const language = format.language === 'en' ? 'en' : 'ar';
  const place = result.userInput.governorate ? findGovernorate(result.userInput.governorate)?.[language] : undefined;
  // The list's bank voltage when the buyer switched it (24 V instead of 12 V): the summary names the
  // system the message's listings make, not the one the calculator first proposed.
  const batteries = list?.needs.batteries;
  const message = t('share.message', {
    dailyEnergyKwh: format.number(result.userInput.dailyEnergyKwh, 3),
    place: place ? t('share.place', { governorate: place }) : '',
    panels: format.number(result.pv.panelsCount, 0),
    panelW: format.number(result.pv.recommendedPanelW, 0),
    inverterW: format.number(result.inverter.recommendedW, 0),
    batteries: format.number(batteries?.count ?? result.battery.totalBatteries, 0),
    batteryV: format.number(batteries?.unitV ?? result.battery.unit.voltage, 1),
    batteryAh: format.number(batteries?.unitAh ?? result.battery.unit.capacityAh, 0),
    kind: t(`batteryKind.${batteries?.batteryType ?? result.battery.type}`),
    systemVoltage: format.number(list?.needs.inverter.systemV ?? result.system.systemVoltage, 0),
    url: linkForWhatsApp(url),
  });
  const origin = new URL(url, 'http://localhost').origin;
  const lines = list
    ? [list.selection.panels, list.selection.batteries, list.selection.inverter].flatMap((option) =>
        option
          ? [
              t('share.listLine', {
                quantity: format.number(option.quantity, 0),
                name: withoutWhatsAppFormatting(option.listing.name),
                total: option.lineTotal === null ? formatPrice(option.listing.price, option.listing.currency) : formatPrice(option.lineTotal, list.currency),
                url: linkForWhatsApp(`${origin}${paths.productShort.getHref(option.listing._id, language)}`),
              }),
            ]
          : [],
      )
    : [];
  const shoppingText = lines.length
    ? ['', t('share.listTitle'), ...lines, ...(list?.total != null ? [t('share.listTotal', { total: formatPrice(list.total, list.currency) })] : [])].join('\n')
    : '';

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      // Clipboard access can be refused (an insecure origin, a privacy setting): the WhatsApp link still works.
      toast.error(t('share.copyFailed'));
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('share.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void handleCopy()}>
          {t('share.copy')}
        </Button>
        <Button
          variant="contained"
          color="success"
          startIcon={<WhatsAppIcon />}
          component="a"
          href={externalLinks.whatsappShare(`${message}${shoppingText}`)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('share.whatsapp')}
        </Button>
      </Box>
    </Box>
  );
}
