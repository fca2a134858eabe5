/** Yes or no as an icon and a word, never colour alone. */
import { useT } from '../i18n/useT.ts';

export function YesNo({ value, yes, no }: { readonly value: boolean; readonly yes?: string; readonly no?: string }) {
  const t = useT();
  return (
    <span className={value ? 'yesno yes' : 'yesno no'}>
      <span aria-hidden="true">{value ? '✓' : '✗'}</span> {value ? (yes ?? t('results.yes')) : (no ?? t('results.no'))}
    </span>
  );
}
