import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { removeServiceWorkers } from './lib/remove-service-workers';
import { configureZodForCsp } from './lib/zod-jitless';
import './styles/global.css';

configureZodForCsp();
removeServiceWorkers();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
