'use client';
import { createContext, useContext, type ReactNode } from 'react';

/** The site-config choices that client leaves outside the layout's props need (e.g. app/error.tsx). */
export interface ChromeConfig {
  pageCrashHeading: 'This page crashed' | 'This page crashed.';
}

const Context = createContext<ChromeConfig>({ pageCrashHeading: 'This page crashed' });

export function ChromeConfigProvider({ value, children }: { value: ChromeConfig; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useChromeConfig(): ChromeConfig {
  return useContext(Context);
}
