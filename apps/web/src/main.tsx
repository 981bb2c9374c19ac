import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './app/App';
import { applyPaletteVariables } from './app/palette';
import './app/global.css';

// the plain CSS (sign-in page, shell) takes Lading's colours from these variables
applyPaletteVariables();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
