/** The page header: product name and the plan's actions; the saved-scenarios menu opens as a row under them. */
import { useTranslation } from 'react-i18next';
import { Preferences } from './Preferences.tsx';
import { SavedScenariosButton, SavedScenariosPanel, useSavedMenu } from './SavedScenarios.tsx';
import { ScenarioActions } from './ScenarioActions.tsx';

export function Header() {
  const { t } = useTranslation();
  const savedMenu = useSavedMenu();
  return (
    <header className="app-header">
      <div className="brand">
        <h1>{t('common.appName')}</h1>
        <p className="tagline no-print">{t('common.tagline')}</p>
      </div>
      <div className="header-tools no-print">
        <ScenarioActions />
        <SavedScenariosButton {...savedMenu} />
        <Preferences />
      </div>
      <SavedScenariosPanel {...savedMenu} />
    </header>
  );
}
