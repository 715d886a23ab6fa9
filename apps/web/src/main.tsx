import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { removeServiceWorkers } from './lib/remove-service-workers';
import { replayEarlyInput } from './lib/replay-early-input';
import { configureZodForCsp } from './lib/zod-jitless';
import './styles/global.css';

configureZodForCsp();
removeServiceWorkers();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public pages arrive pre-rendered by the build (docs/decisions/0044): React takes over that HTML
// instead of painting the page a second time. Other pages arrive empty and render here.
if (root.firstElementChild) {
  hydrateRoot(root, app);
  replayEarlyInput(root);
} else {
  createRoot(root).render(app);
}
