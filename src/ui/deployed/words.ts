/**
 * The section's words (src/ui/i18n/<lang>/deployed.ts, loaded with the section, not with the
 * first screen), in the reader's language.
 */
import { useTranslation } from 'react-i18next';
import type { DeployedWords } from '../../deployed/index.ts';
import en from '../i18n/en/deployed.ts';
import ja from '../i18n/ja/deployed.ts';

/** The words in the reader's language (English for a language without them). */
export function useDeployedWords(): DeployedWords {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'ja' ? ja : en;
}
