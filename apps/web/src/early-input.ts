/**
 * The first script a pre-rendered page runs: small, loaded on its own and `async`, so it starts
 * watching the page's forms long before the app's entry (React, the router) has arrived
 * (docs/decisions/0063). A tap or a word typed from then on is kept and handed to React.
 */
import { replayEarlyInput } from './lib/replay-early-input';

const root = document.getElementById('root');
if (root?.firstElementChild) {
  replayEarlyInput(root);
  // Says to the browser tests (and to anyone reading the page) that early input is being kept.
  document.documentElement.dataset.earlyInput = 'watching';
}
