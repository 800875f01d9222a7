import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApplianceLoads, CalculatorResult, CalculatorSettings } from '@solar/shared/domain/calculator';
import { CURRENCIES } from '@solar/shared/reference/catalog';
import { paths } from '../../../config/paths.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useCalculatorFormat } from '../hooks/use-calculator-format.ts';
import { FactList } from './fact-list.tsx';
import { MethodDetails } from './method-details.tsx';

function Section({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start', gridColumn: wide ? { md: '1 / -1' } : undefined }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, color: 'primary.dark' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {children}
    </Typography>
  );
}

interface ResultSectionsProps {
  result: CalculatorResult;
  loads?: ApplianceLoads;
  settings: CalculatorSettings | undefined;
}

/** Every section of the spec's result: consumption, panels, inverter, battery, performance, time and cost. */
export function ResultSections({ result, loads, settings }: ResultSectionsProps) {
  const { t } = useTranslation('calculator');
  const format = useCalculatorFormat();
  const { pv, inverter, battery, system, systemRecommendation: recommendation } = result;
  const quickHours = settings?.inverter.quickCalcPeakLoadHours ?? 5;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <Section title={t('result.consumption.title')} wide>
        <FactList
          items={[
            { label: t('result.consumption.value'), value: format.kwhPerDay(result.userInput.dailyEnergyKwh) },
            ...(loads
              ? [
                  { label: t('loads.peakLoad'), value: format.watts(loads.peakLoadW) },
                  { label: t('loads.surgeLoad'), value: format.watts(loads.surgeLoadW) },
                ]
              : []),
          ]}
        />
        <Typography sx={{ mt: 1 }}>{format.text(recommendation.message)}</Typography>
      </Section>

      <Section title={t('result.pv.title')}>
        <FactList
          items={[
            { label: t('result.pv.count'), value: format.number(pv.panelsCount, 0) },
            { label: t('result.pv.panelW'), value: format.watts(pv.recommendedPanelW) },
            { label: t('result.pv.dailyOutput'), value: format.kwhPerDay(pv.dailyOutputKwh) },
            { label: t('result.pv.area'), value: format.squareMetres(pv.estimatedArea) },
          ]}
        />
        <Note>{format.text(pv.note)}</Note>
      </Section>

      <Section title={t('result.inverter.title')}>
        <FactList
          items={[
            { label: t('result.inverter.recommended'), value: format.watts(inverter.recommendedW) },
            { label: t('result.inverter.continuous'), value: format.watts(inverter.continuousLoadW) },
          ]}
        />
        <Note>{t(`result.inverter.note.${inverter.sizingMethod}`)}</Note>
      </Section>

      <Section title={t('result.battery.title')}>
        <FactList
          items={[
            { label: t('result.battery.total'), value: format.number(battery.totalBatteries, 0) },
            { label: t('result.battery.unit'), value: `${format.batteryUnit(battery.unit.voltage, battery.unit.capacityAh)} · ${t(`batteryKind.${battery.type}`)}` },
            { label: t('result.battery.capacity'), value: format.kwh(battery.usableCapacityKwh) },
            { label: t('result.battery.hoursNoSun'), value: format.hours(battery.hoursNoSun) },
            { label: t('result.battery.chargeTime'), value: format.hours(battery.chargeTime) },
            { label: t('result.battery.volume'), value: format.litres(battery.estimatedVolume) },
          ]}
        />
        <Note>{format.text(battery.note)}</Note>
      </Section>

      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <MethodDetails>
          <FactList
            dense
            items={[
              { label: t('result.system.sunHours'), value: format.hours(system.peakSunHours) },
              { label: t('result.system.lossFactor'), value: format.number(system.totalLossFactor, 3) },
              { label: t('result.system.efficiency'), value: format.percent(system.systemEfficiency, 1) },
              { label: t('result.system.voltage'), value: format.volts(system.systemVoltage) },
              { label: t('result.system.autonomy'), value: format.number(system.daysOfAutonomy, 1) },
              { label: t('result.system.totalPvW'), value: format.watts(pv.actualPvW) },
              { label: t('result.system.panelEfficiency'), value: format.percent(pv.efficiency, 1) },
              {
                label: t('result.system.arrangement'),
                value: t('result.system.arrangementValue', { parallel: format.number(battery.parallelStrings, 0), series: format.number(battery.seriesCount, 0) }),
              },
              { label: t('result.system.bankCapacity'), value: format.kwh(battery.bankCapacityKwh) },
              { label: t('result.system.inverterEfficiency'), value: format.percent(inverter.efficiency, 1) },
              { label: t('result.system.safetyFactor'), value: format.multiplier(inverter.safetyFactor) },
              { label: t('result.system.sizingMethod'), value: t(`sizingMethod.${inverter.sizingMethod}`, { hours: format.number(quickHours, 1) }) },
            ]}
          />
          <Typography variant="body2" color="text.secondary">
            {t('result.system.detailsIntro')}
          </Typography>
          <FactList dense items={system.losses.map((loss) => ({ label: t(`loss.${loss.id}`), value: format.percent(loss.factor, 2) }))} />
        </MethodDetails>
      </Box>

      <Section title={t('result.installation.title')} wide>
        <FactList
          items={[
            {
              label: t('result.installation.time'),
              value: recommendation.installationTime
                ? t('result.installation.timeValue', { hours: format.hours(recommendation.installationTime.hours), days: format.days(recommendation.installationTime.days) })
                : t('result.installation.timeFallback'),
            },
            {
              label: t('result.installation.cost'),
              value: recommendation.totalCost ? (
                <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
                  {CURRENCIES.map((currency) => (
                    <bdi key={currency}>{formatPrice(recommendation.totalCost![currency], currency)}</bdi>
                  ))}
                </Box>
              ) : (
                <Link component={RouterLink} to={paths.shops.getHref()}>
                  {t('result.installation.costFallback')}
                </Link>
              ),
            },
          ]}
        />
        {recommendation.costBasis?.source === 'listings' && (
          <Note>
            {t('result.installation.costFromListings', {
              panel: formatPrice(recommendation.costBasis.panelUsdPerW, 'USD'),
              battery: formatPrice(recommendation.costBasis.batteryUsdPerKwh, 'USD'),
              inverter: formatPrice(recommendation.costBasis.inverterUsdPerW, 'USD'),
              count: format.number(recommendation.costBasis.listings, 0),
            })}
          </Note>
        )}
      </Section>
    </Box>
  );
}
