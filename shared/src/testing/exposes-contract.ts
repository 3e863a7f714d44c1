// The run-time half of the exposes contract (the types are the other): a remote's `src/exposes.ts` offers exactly the
// modules the route catalogue and the slot contributions name for it, and each built module's default export is a
// component made with that remote's `expose` (so it waits for the remote's catalogues).
import type { RemoteName } from '@portal/shared/api-types';
import { isExposedComponent } from '@portal/shared/i18n';
import { modulesNamedFor, type ExposesMap } from '@portal/shared/remote';

/** What is wrong with `exposes` of `remote`, one sentence per problem (empty when it keeps the contract). */
export async function exposesContractProblems(remote: RemoteName, exposes: ExposesMap): Promise<string[]> {
  const named = modulesNamedFor(remote).map((m) => m.module);
  const offered = Object.keys(exposes);
  const problems = [
    ...named
      .filter((module) => !offered.includes(module))
      .map((module) => `${remote} does not expose ${module}, which the catalogue or a slot names`),
    ...offered
      .filter((module) => !named.includes(module))
      .map((module) => `${remote} exposes ${module}, which no catalogue route or slot names`),
  ];
  for (const [module, loader] of Object.entries(exposes)) {
    if (loader === 'pending') continue;
    const { default: component } = await loader();
    if (!isExposedComponent(component)) {
      problems.push(`${remote} ${module}: its default export is not made with the remote's expose()`);
    } else if (component.exposedBy !== remote) {
      problems.push(`${remote} ${module}: made with the expose() of ${component.exposedBy}`);
    }
  }
  return problems;
}
