/** The page header: product name and the plan's actions. */
import { useTranslation } from 'react-i18next';
import { Preferences } from './Preferences.tsx';
import { SavedScenarios } from './SavedScenarios.tsx';
import { ScenarioActions } from './ScenarioActions.tsx';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      <div className="brand">
        <h1>{t('common.appName')}</h1>
        <p className="tagline no-print">{t('common.tagline')}</p>
      </div>
      <div className="header-tools no-print">
        <ScenarioActions />
        <SavedScenarios />
        <Preferences />
      </div>
    </header>
  );
}
