import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fromResultDto } from '@solar/shared/contract/calculator-result';
import type { ApplianceInput, BatteryType } from '@solar/shared/domain/calculator';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useCalcAppliances } from '../api/calc-appliances.ts';
import { useCalculatorSettings } from '../api/get-calculator-settings.ts';
import { useQuickCalc } from '../api/quick-calc.ts';
import { fromLinkQuery, toLinkQuery, toLinkSearchParams } from '../utils/share-state.ts';
import type { CalculatorLinkState, CalculatorMode } from '../utils/share-state.ts';
import { QuickCalculator } from './quick-calculator.tsx';
import type { ResultState } from './result-dialog.tsx';
import { MethodDetails } from './method-details.tsx';
import { SiteFacts, SiteOptions } from './site-options.tsx';
import { PagePart } from '../../../lib/page-part.tsx';
import { TabList, panelId, tabId } from '../../../components/ui/tab-list.tsx';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';

// The appliance form reads each row with the API's own zod schemas (contract/calculator.ts): its code, zod
// and their construction (a task of ~100 ms on a slow phone) load when its tab is first chosen, or once the
// visitor starts using the page, not with the quick calculator most visitors use.
const ApplianceCalculator = lazyWithPreload(async () => (await import('./appliance-calculator.tsx')).ApplianceCalculator);
// The result's dialog (its sections, the shopping list, sharing): needed once there is a result, loaded
// when the visitor starts using the page or a shared result opens.
const ResultDialog = lazyWithPreload(async () => (await import('./result-dialog.tsx')).ResultDialog);

const MODES: CalculatorMode[] = ['quick', 'appliances'];

/**
 * The calculator screen: place and battery, the quick and appliance calculators, and the results dialog.
 * The URL of an open result carries its inputs, so it is the link people share; opening it shows the result.
 */
export function CalculatorScreen() {
  const { t } = useTranslation('calculator');
  const tabsId = useId();
  const siteTitleId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => fromLinkQuery(searchParams));
  const [mode, setMode] = useState<CalculatorMode>(initial.mode);
  // A tab's calculator is drawn when it is first shown, then kept (its fields keep what was typed): the
  // hidden one's ten fields were half of the page's hydration on a slow phone, for a tab most never open.
  const [shown, setShown] = useState<ReadonlySet<CalculatorMode>>(() => new Set([initial.mode]));
  const [governorate, setGovernorate] = useState<string | null>(initial.governorate ?? null);
  const [chosenBattery, setChosenBattery] = useState<BatteryType | null>(initial.batteryType ?? null);
  const [resultState, setResultState] = useState<ResultState | null>(null);
  // Drawn from the first result on, then kept, so that it closes with its animation.
  const [hasResult, setHasResult] = useState(false);
  if (resultState && !hasResult) setHasResult(true);
  // The settings load on the first interaction (or at once for a shared result): a visitor who only
  // looks costs no request, and the estimate is ready by the time the first number is typed.
  const [isActive, setIsActive] = useState(initial.showResult || initial.dailyEnergyKwh !== undefined || initial.appliances !== undefined);
  const settingsQuery = useCalculatorSettings(isActive);
  const settings = settingsQuery.data?.settings;
  const ratesPerUsd = settingsQuery.data?.ratesPerUsd;
  const batteryType = chosenBattery ?? settings?.defaultBatteryType ?? 'leadAcid';
  const quick = useQuickCalc();
  const calc = useCalcAppliances();

  const activate = () => {
    if (!isActive) setIsActive(true);
  };
  // In use (or opened from a shared link): the code of what comes next downloads now.
  useEffect(() => {
    if (!isActive) return;
    void ApplianceCalculator.preload();
    void ResultDialog.preload();
  }, [isActive]);

  const showResult = useCallback(
    (link: CalculatorLinkState, outcome: ResultState) => {
      setResultState(outcome);
      if (outcome.status === 'success') setSearchParams(toLinkSearchParams(link), { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );

  const failure = useCallback(
    (error: unknown): ResultState => ({ status: 'error', message: error instanceof ApiError ? error.message : undefined }),
    [],
  );

  const { mutate: runQuick } = quick;
  const { mutate: runAppliances } = calc;
  const calculateQuick = useCallback(
    (dailyEnergyKwh: number, place: string | null, battery: BatteryType | null) => {
      const link: CalculatorLinkState = { mode: 'quick', dailyEnergyKwh, governorate: place ?? undefined, batteryType: battery ?? undefined, showResult: true };
      const shareUrl = `${window.location.origin}${paths.calculator.getHref(toLinkQuery(link))}`;
      runQuick(
        { dailyEnergyKwh, ...(place ? { governorate: place } : {}), ...(battery ? { batteryType: battery } : {}) },
        {
          onSuccess: (response) => showResult(link, response?.data ? { status: 'success', result: fromResultDto(response.data), shareUrl } : { status: 'error' }),
          onError: (error) => showResult(link, failure(error)),
        },
      );
    },
    [runQuick, showResult, failure],
  );
  const calculateAppliances = useCallback(
    (appliances: ApplianceInput[], place: string | null, battery: BatteryType | null) => {
      const link: CalculatorLinkState = { mode: 'appliances', appliances, governorate: place ?? undefined, batteryType: battery ?? undefined, showResult: true };
      const shareUrl = `${window.location.origin}${paths.calculator.getHref(toLinkQuery(link))}`;
      runAppliances(
        { appliances, ...(place ? { governorate: place } : {}), ...(battery ? { batteryType: battery } : {}) },
        {
          onSuccess: (response) => {
            if (!response?.data) return showResult(link, { status: 'error' });
            const { loads, ...result } = fromResultDto(response.data);
            showResult(link, { status: 'success', result, loads, shareUrl });
          },
          onError: (error) => showResult(link, failure(error)),
        },
      );
    },
    [runAppliances, showResult, failure],
  );

  // A shared link opens its result once, as if its visitor had pressed Calculate.
  const hasOpenedLink = useRef(false);
  useEffect(() => {
    if (hasOpenedLink.current || !initial.showResult) return;
    hasOpenedLink.current = true;
    if (initial.mode === 'quick' && initial.dailyEnergyKwh !== undefined) {
      calculateQuick(initial.dailyEnergyKwh, initial.governorate ?? null, initial.batteryType ?? null);
    } else if (initial.mode === 'appliances' && initial.appliances) {
      calculateAppliances(initial.appliances, initial.governorate ?? null, initial.batteryType ?? null);
    }
  }, [initial, calculateQuick, calculateAppliances]);

  const handleClose = () => {
    setResultState(null);
    const next = new URLSearchParams(searchParams);
    next.delete('show');
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <Box onFocusCapture={activate} onPointerDownCapture={activate} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('page.intro')}</Typography>
      {/* Above the tabs only what never changes height on the first touch (see SiteOptions). */}
      <PagePart>
        <Paper component="section" aria-labelledby={siteTitleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id={siteTitleId} variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('site.title')}
          </Typography>
          <SiteOptions governorate={governorate} onGovernorateChange={setGovernorate} batteryType={batteryType} onBatteryTypeChange={setChosenBattery} />
        </Paper>
      </PagePart>
      <PagePart>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <TabList
            value={mode}
            values={MODES}
            label={t('tabs.label')}
            labelOf={(value) => t(`tabs.${value}`)}
            idPrefix={tabsId}
            onChange={(next) => {
              setMode(next);
              setShown((before) => (before.has(next) ? before : new Set([...before, next])));
            }}
          />
          {MODES.map((value) => (
            <Box
              key={value}
              role="tabpanel"
              id={panelId(tabsId, value)}
              aria-labelledby={tabId(tabsId, value)}
              hidden={mode !== value}
              sx={{ p: { xs: 2, sm: 3 } }}
            >
              {!shown.has(value) ? null : value === 'quick' ? (
                <QuickCalculator
                  initialKwh={initial.dailyEnergyKwh}
                  settings={settings}
                  ratesPerUsd={ratesPerUsd}
                  governorate={governorate}
                  batteryType={batteryType}
                  isPending={quick.isPending}
                  onCalculate={(kwh) => calculateQuick(kwh, governorate, chosenBattery ?? batteryType)}
                />
              ) : (
                <Suspense fallback={<CircularProgress aria-label={t('common:status.loading')} sx={{ display: 'block', mx: 'auto' }} />}>
                  <ApplianceCalculator
                    initialAppliances={initial.appliances}
                    settings={settings}
                    ratesPerUsd={ratesPerUsd}
                    governorate={governorate}
                    batteryType={batteryType}
                    isPending={calc.isPending}
                    onCalculate={(appliances) => calculateAppliances(appliances, governorate, chosenBattery ?? batteryType)}
                  />
                </Suspense>
              )}
            </Box>
          ))}
        </Paper>
      </PagePart>
      <SiteFacts governorate={governorate} settings={settings} isLoadingSettings={isActive && settingsQuery.isPending} />
      {settingsQuery.isError && !settings && (
        <ErrorState title={t('site.loadError')} message={settingsQuery.error.message} onRetry={() => void settingsQuery.refetch()} />
      )}
      <Typography variant="body2" color="text.secondary">
        {t('page.method')}
      </Typography>
      <PagePart>
        <MethodDetails />
      </PagePart>
      {hasResult && (
        <Suspense fallback={null}>
          <ResultDialog state={resultState} settings={settings} ratesPerUsd={ratesPerUsd} onClose={handleClose} />
        </Suspense>
      )}
    </Box>
  );
}
