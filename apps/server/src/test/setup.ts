// Runs before each server test file (vitest.config.ts).
import { useCheapPasswordHashingInTests } from '../plugins/idp/password.ts';

// Every file seeds the demo accounts (three hashes) and many sign people up; production's cost is tested in
// plugins/idp/password.test.ts.
useCheapPasswordHashingInTests();
