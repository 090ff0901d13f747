// The operator key guarding /admin: given by OPERATOR_KEY, else generated once into <dataDir>/operator.key.
import path from 'node:path';
import { loadOrCreateSecretFile, readSecretFile } from '../secret-file';

export function operatorKeyFile(dataDir: string): string {
  return path.join(dataDir, 'operator.key');
}

export function readOperatorKey(dataDir: string): Promise<string | undefined> {
  return readSecretFile(operatorKeyFile(dataDir));
}

export function loadOrCreateOperatorKey(dataDir: string): Promise<string> {
  return loadOrCreateSecretFile(dataDir, 'operator.key', 24);
}
