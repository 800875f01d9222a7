import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApplianceCalcResultDto, CalculatorResultDto } from '@solar/shared/contract/calculator';
import { fromResultDto } from '@solar/shared/contract/calculator-result';
import type { ApplianceInput, BatteryType } from '@solar/shared/domain/calculator';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { LANGUAGE_PARAM } from '../../../lib/i18n.ts';
import { usePageOrigin } from '../../../lib/page-origin.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useCalcAppliances } from '../api/calc-appliances.ts';
import { useCalculatorResult } from '../api/get-calculator-result.ts';
import { useCalculatorSettings } from '../api/get-calculator-settings.ts';
import { useQuickCalc } from '../api/quick-calc.ts';
import { fromLinkQuery, fromShortCode, isLinkInUse, shortResultHref, toLinkQuery } from '../utils/share-state.ts';
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

/** A server answer as the dialog shows it: the engine's shape, an appliance list's loads apart, and its link. */
function successState(dto: CalculatorResultDto | ApplianceCalcResultDto, shareUrl: string): ResultState {
  const { loads, ...result } = fromResultDto(dto as ApplianceCalcResultDto);
  return { status: 'success', result, loads, shareUrl };
}

/** The place and battery in a result's link, which opens it at once. */
const linkedPlaceAndBattery = (place: string | null, battery: BatteryType | null) => ({ governorate: place ?? undefined, batteryType: battery ?? undefined, showResult: true });

/** The place and battery of a request: only those chosen. */
const sentPlaceAndBattery = (place: string | null, battery: BatteryType | null) => ({ ...(place ? { governorate: place } : {}), ...(battery ? { batteryType: battery } : {}) });

const failure = (error: unknown): ResultState => ({ status: 'error', message: error instanceof ApiError ? error.message : undefined });

/**
 * The calculator screen: place and battery, the quick and appliance calculators, and the results dialog.
 * The address of an open result carries its inputs: a result's short link (`/c/{code}`) or the calculator's
 * long address with `show=1` opens it, already in the page the server renders.
 */
export function CalculatorScreen() {
  const { t, i18n } = useTranslation('calculator');
  const tabsId = useId();
  const siteTitleId = useId();
  const navigate = useNavigate();
  const origin = usePageOrigin();
  const { code } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => (code !== undefined ? fromShortCode(code) : fromLinkQuery(searchParams)));
  const [mode, setMode] = useState<CalculatorMode>(initial.mode);
  // A tab's calculator is drawn when it is first shown, then kept (its fields keep what was typed): the
  // hidden one's ten fields were half of the page's hydration on a slow phone, for a tab most never open.
  const [shown, setShown] = useState<ReadonlySet<CalculatorMode>>(() => new Set([initial.mode]));
  const [governorate, setGovernorate] = useState<string | null>(initial.governorate ?? null);
  const [chosenBattery, setChosenBattery] = useState<BatteryType | null>(initial.batteryType ?? null);
  const [resultState, setResultState] = useState<ResultState | null>(null);
  // The inputs of the result on screen, which the address reopens.
  const [shownLink, setShownLink] = useState<CalculatorLinkState>(initial);
  const shareUrlOf = useCallback((link: CalculatorLinkState) => `${origin}${shortResultHref(link, i18n.language)}`, [origin, i18n.language]);

  // The link's own result is a query the server answers with the page (api/get-calculator-result.ts).
  const [isLinkResultOpen, setIsLinkResultOpen] = useState(initial.showResult);
  // Until another result opens, the dialog is the one in the page (it closes where it stands).
  const [isDialogInPage, setIsDialogInPage] = useState(initial.showResult);
  const linkResult = useCalculatorResult(initial, isLinkResultOpen);
  // One object per answer: the shopping list keeps the buyer's picks only while its result stays the same.
  const linkSuccess = useMemo(() => (linkResult.data ? successState(linkResult.data, shareUrlOf(initial)) : null), [linkResult.data, shareUrlOf, initial]);
  // A failed answer is not handed to the browser with the page (only answers are), so the server draws no
  // dialog for it and the browser, asking again, shows the failure itself.
  const linkFailure = linkResult.isError && !import.meta.env.SSR ? failure(linkResult.error) : null;
  const linkResultState = isLinkResultOpen ? (linkSuccess ?? linkFailure) : null;
  const shownState = resultState ?? linkResultState;
  // Drawn from the first result on, then kept, so that it closes with its animation.
  const [hasResult, setHasResult] = useState(false);
  if (shownState && !hasResult) setHasResult(true);
  // The settings load on the first interaction (or at once for a shared result): a visitor who only
  // looks costs no request, and the estimate is ready by the time the first number is typed.
  const [isActive, setIsActive] = useState(() => isLinkInUse(initial));
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
      setIsLinkResultOpen(false);
      setIsDialogInPage(false);
      if (outcome.status !== 'success') return;
      setShownLink(link);
      // The calculator's own address with the inputs (also from a short link's page): it reopens the form.
      void navigate(paths.calculator.getHref(toLinkQuery(link)), { replace: true, preventScrollReset: true });
    },
    [navigate],
  );

  // What both calculators estimate with in the browser as the visitor types.
  const site = { settings, ratesPerUsd, governorate, batteryType };
  const { mutate: runQuick } = quick;
  const { mutate: runAppliances } = calc;
  // Both calculators remember their inputs in the link and show their answer, or why there is none, alike.
  const showAnswerOf = useCallback(
    (link: CalculatorLinkState) => ({
      onSuccess: (response: { data?: CalculatorResultDto | ApplianceCalcResultDto } | undefined) =>
        showResult(link, response?.data ? successState(response.data, shareUrlOf(link)) : { status: 'error' }),
      onError: (error: unknown) => showResult(link, failure(error)),
    }),
    [showResult, shareUrlOf],
  );
  const calculateQuick = useCallback(
    (dailyEnergyKwh: number, place: string | null, battery: BatteryType | null) => {
      const link: CalculatorLinkState = { mode: 'quick', dailyEnergyKwh, ...linkedPlaceAndBattery(place, battery) };
      runQuick({ dailyEnergyKwh, ...sentPlaceAndBattery(place, battery) }, showAnswerOf(link));
    },
    [runQuick, showAnswerOf],
  );
  const calculateAppliances = useCallback(
    (appliances: ApplianceInput[], place: string | null, battery: BatteryType | null) => {
      const link: CalculatorLinkState = { mode: 'appliances', appliances, ...linkedPlaceAndBattery(place, battery) };
      runAppliances({ appliances, ...sentPlaceAndBattery(place, battery) }, showAnswerOf(link));
    },
    [runAppliances, showAnswerOf],
  );

  const handleClose = () => {
    setResultState(null);
    setIsLinkResultOpen(false);
    if (code === undefined) {
      const next = new URLSearchParams(searchParams);
      next.delete('show');
      setSearchParams(next, { replace: true, preventScrollReset: true });
      return;
    }
    // A short link always opens its result: closed, the address becomes the calculator's with the same inputs.
    const language = searchParams.get(LANGUAGE_PARAM) ?? undefined;
    void navigate(paths.calculator.getHref({ ...toLinkQuery({ ...shownLink, showResult: false }), [LANGUAGE_PARAM]: language }), { replace: true, preventScrollReset: true });
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
                  {...site}
                  isPending={quick.isPending}
                  onCalculate={(kwh) => calculateQuick(kwh, governorate, chosenBattery ?? batteryType)}
                />
              ) : (
                <Suspense fallback={<CircularProgress aria-label={t('common:status.loading')} sx={{ display: 'block', mx: 'auto' }} />}>
                  <ApplianceCalculator
                    initialAppliances={initial.appliances}
                    {...site}
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
          <ResultDialog state={shownState} settings={settings} ratesPerUsd={ratesPerUsd} isInPage={isDialogInPage} onClose={handleClose} />
        </Suspense>
      )}
    </Box>
  );
}
