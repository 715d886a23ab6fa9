/**
 * The first script a pre-rendered page runs: small, loaded on its own and `async`, so it starts
 * watching the page's forms long before the app's entry (React, the router) has arrived
 * (docs/decisions/0063, 0069). A tap from then on on a part React does not own yet is held and
 * clicked again once it does.
 */
import { replayEarlyInput } from './lib/replay-early-input';

const root = document.getElementById('root');
if (root?.firstElementChild) {
  replayEarlyInput(root);
  // Says to the browser tests (and to anyone reading the page) that early taps are being kept.
  document.documentElement.dataset.earlyInput = 'watching';
}
