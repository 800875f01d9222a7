import { useTranslation } from 'react-i18next';
import type { WantedItem } from '@solar/shared/contract/wanted';
import { PRODUCT_TYPE_SLUGS } from '@solar/shared/reference/catalog';
import { formatNumber } from '../../../lib/format.ts';

/** "2 × Batteries, at least 5 kWh, 48 V": a requested line as people say it. */
export function ItemLine({ item }: { item: WantedItem }) {
  const { t } = useTranslation(['wanted', 'products']);
  const sizes = [
    item.powerW ? t('wanted:size.watts', { value: formatNumber(item.powerW) }) : null,
    item.kwh ? t('wanted:size.kwh', { value: formatNumber(item.kwh, { maximumFractionDigits: 2 }) }) : null,
    item.ah ? t('wanted:size.ah', { value: formatNumber(item.ah) }) : null,
    item.voltage ? t('wanted:size.volts', { value: formatNumber(item.voltage, { maximumFractionDigits: 1 }) }) : null,
  ].filter(Boolean);
  const type = t(`products:type.${PRODUCT_TYPE_SLUGS[item.type]}`);
  return (
    <>
      {t('wanted:item', { quantity: formatNumber(item.quantity), type })}
      {sizes.length ? ` · ${sizes.join('، ').replace(/، /g, t('wanted:size.separator'))}` : ''}
      {item.note ? ` · ${item.note}` : ''}
    </>
  );
}
