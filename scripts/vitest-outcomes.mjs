// A Vitest reporter that writes which tests failed and which passed only on a retry (flaky) to
// $VITEST_OUTCOMES_FILE, so the last lines of a CI run name them (scripts/test.mjs, .ci/run), and how long each test
// file took, its setup included (importing it runs its top-level `await createTestApp()`), for the slowest-files list.
import fs from 'node:fs';
import path from 'node:path';

export default class OutcomesReporter {
  failed = [];
  flaky = [];

  onTestCaseResult(testCase) {
    const name = `${testCase.project.name} › ${path.relative(process.cwd(), testCase.module.moduleId)} › ${testCase.fullName}`;
    if (testCase.result().state === 'failed') this.failed.push(name);
    else if (testCase.diagnostic()?.flaky) this.flaky.push(name);
  }

  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.VITEST_OUTCOMES_FILE;
    if (!file) return;
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return { file: `${module.project.name} › ${path.relative(process.cwd(), module.moduleId)}`, ms: Math.round(ms) };
    });
    for (const module of testModules) {
      if (module.state() === 'failed' && module.errors().length > 0)
        this.failed.push(`${module.project.name} › ${path.relative(process.cwd(), module.moduleId)} (não carregou)`);
    }
    for (const error of unhandledErrors)
      this.failed.push(`erro não tratado: ${String(error?.message ?? error).split('\n')[0]}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ failed: this.failed, flaky: this.flaky, files }, null, 2));
  }
}
