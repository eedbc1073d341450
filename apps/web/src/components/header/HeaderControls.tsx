import { LanguageSwitcher } from '../language/LanguageSwitcher';
import { ThemeToggle } from '../theme/ThemeToggle';

export function HeaderControls() {
  return (
    <div className="flex items-center gap-1">
      <ThemeToggle />
      <LanguageSwitcher />
    </div>
  );
}
