import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { PanelSection } from '../../../components/page/PanelSection';
import { applyTheme } from '../../../components/theme/apply-theme';
import {
  selectThemeMode,
  type ThemeMode,
  themeChanged,
} from '../../../components/theme/theme-slice';
import { ChoiceGroup } from '../../../components/trading/ChoiceGroup';

/** The theme: the same stored "0"/"1" as the header's toggle, applied at once. */
export function AppearanceSection() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const mode = useSelector(selectThemeMode);

  const choose = (next: ThemeMode) => {
    applyTheme(next);
    dispatch(themeChanged(next));
  };

  return (
    <PanelSection
      title={t('preferences.appearance.title')}
      description={t('preferences.appearance.description')}
    >
      <ChoiceGroup
        legend={t('preferences.appearance.theme')}
        choices={[
          { value: 'light', label: t('preferences.appearance.light') },
          { value: 'dark', label: t('preferences.appearance.dark') },
        ]}
        value={mode}
        onChange={choose}
      />
    </PanelSection>
  );
}
