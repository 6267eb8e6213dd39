/** Renders one component with what the app provides around it (Mantine, modals, notices, queries, language). */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppProvider } from '@/app/provider';
import { chooseLanguage, type TInterfaceLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

export function renderWithProviders(node: ReactNode, { language = 'en' }: { language?: TInterfaceLanguage } = {}) {
  chooseLanguage(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  // Files of the wrong type are dropped on the zone too, not only chosen in a filtered dialog.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      {node}
    </AppProvider>,
  );
  return { user, ...view };
}
