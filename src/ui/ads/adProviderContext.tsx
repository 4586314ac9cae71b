// Which ad provider the page uses: the built-in house ads unless a network's provider is given
// (main.tsx, or a test).
import { createContext, useContext, type ReactNode } from 'react';

import type { AdProvider } from './adProvider';
import { createHouseAdProvider } from './houseAdProvider';

const defaultProvider = createHouseAdProvider();
const AdProviderContext = createContext<AdProvider>(defaultProvider);

export function AdProviderScope({
  provider,
  children,
}: {
  provider: AdProvider;
  children: ReactNode;
}) {
  return <AdProviderContext.Provider value={provider}>{children}</AdProviderContext.Provider>;
}

export function useAdProvider(): AdProvider {
  return useContext(AdProviderContext);
}
