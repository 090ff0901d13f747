/** @jest-environment node */
// docs/configuration.md is generated from the two programs' variable tables (`npm run docs:config`):
// a variable added, changed or described differently without regenerating it fails here.
import { readFileSync } from 'node:fs';
import { CONFIGURATION_DOC, configurationDoc } from '@/scripts/config-docs';

it('docs/configuration.md is what `npm run docs:config` writes', () => {
  expect(readFileSync(CONFIGURATION_DOC, 'utf8')).toBe(configurationDoc());
});
