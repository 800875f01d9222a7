import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab's title to "<page> | <product name>" in the active language. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${appName}` : appName;
  }, [pageTitle, appName]);
}
