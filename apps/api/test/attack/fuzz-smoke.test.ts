import { describeFuzzSmoke } from './fuzz-smoke.ts';

describeFuzzSmoke(false);
