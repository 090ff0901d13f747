import { realpathSync } from 'node:fs';
import path from 'node:path';

// Same reason as the portal's config: node_modules may be a link to another checkout.
const here = path.dirname(new URL(import.meta.url).pathname);
const modules = realpathSync(path.join(here, '..', '..', 'node_modules'));
let root = here;
while (!modules.startsWith(root + path.sep) && path.dirname(root) !== root) root = path.dirname(root);

const config = { turbopack: { root }, poweredByHeader: false };

export default config;
