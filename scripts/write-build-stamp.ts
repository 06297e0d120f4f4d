// Runs after `npm run build`: records when out/ was built and for which base URL (read by `npm start`).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STAMP_FILE } from './build-stamp';

writeFileSync(join('out', STAMP_FILE), JSON.stringify({ builtAt: Date.now(), baseUrl: process.env.BASE_URL || '/' }));
